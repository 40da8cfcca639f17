import { MSG } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { GroupInputs } from './GroupInputs.tsx';
import { GroupKyosas } from './GroupKyosas.tsx';
import { groupFormSchema } from './group-form.ts';
import { EDIT_WITH } from './group-types.ts';

/** The group form, then its kyosas (add and remove). */
export const GroupEdit = ({ resource, selective }: { resource: string; selective: boolean }) => (
  <ResourceEdit
    resource={resource}
    title={selective ? 'EDITAR GRUPO DE SELECTIVO' : 'EDITAR GRUPO'}
    schema={groupFormSchema}
    withRelations={EDIT_WITH}
    errorText={MSG.modifyError}
    onlySchemaFields
    below={<GroupKyosas resource={resource} />}
  >
    <GroupInputs />
  </ResourceEdit>
);

export const DoyangGroupEdit = () => <GroupEdit resource="doyang_groups" selective={false} />;
export const SelectiveGroupEdit = () => <GroupEdit resource="selective_groups" selective />;
