import { doyangSurrogationSchema, MSG } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DoyangSurrogationInputs } from './DoyangSurrogationInputs.tsx';

/** A new scheme goes on to its edit, where the commission tables' percentages and the tiers are set. */
export const DoyangSurrogationCreate = () => (
  <ResourceCreate
    resource="doyang_surrogations"
    title="NUEVO ESQUEMA MULTINIVEL"
    schema={doyangSurrogationSchema}
    defaultValues={{ percentage: '0' }}
    redirect="edit"
    errorText={MSG.createError}
    onlySchemaFields
  >
    <DoyangSurrogationInputs />
  </ResourceCreate>
);
