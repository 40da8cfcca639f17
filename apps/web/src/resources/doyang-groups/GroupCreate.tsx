import { MSG } from '@doyang/domain';
import { Navigate } from 'react-router-dom';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { GroupInputs } from './GroupInputs.tsx';
import { groupFormSchema, NO_CLASS_DAYS } from './group-form.ts';
import { useGroupScope } from './group-scope.ts';

/**
 * A new group goes on to its edit, where its kyosas are added. A doyang group belongs to the doyang
 * picked on Home (general direction without one chooses it); a selective group to the general
 * direction (the server's default for a selective group sent without doyang).
 */
export const GroupCreate = ({ resource, selective }: { resource: string; selective: boolean }) => {
  const { doyang, redirect } = useGroupScope();
  if (redirect && !selective) return <Navigate to="/" replace />;
  const doyangId = selective ? null : (doyang?.id ?? null);
  return (
    <ResourceCreate
      resource={resource}
      title={selective ? 'NUEVO GRUPO DE SELECTIVO' : 'NUEVO GRUPO'}
      schema={groupFormSchema}
      defaultValues={{ doyang_id: doyangId, is_selective_group: selective, json_week: NO_CLASS_DAYS }}
      redirect="edit"
      errorText={MSG.createError}
      onlySchemaFields
    >
      <GroupInputs chooseDoyang={!selective && doyangId === null} />
    </ResourceCreate>
  );
};

export const DoyangGroupCreate = () => <GroupCreate resource="doyang_groups" selective={false} />;
export const SelectiveGroupCreate = () => <GroupCreate resource="selective_groups" selective />;
