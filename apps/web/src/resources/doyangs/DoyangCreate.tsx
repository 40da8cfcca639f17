import { DOYANG_TYPES, doyangSchema, MSG } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DoyangInputs } from './DoyangInputs.tsx';

const defaults = {
  doyang_type_id: DOYANG_TYPES.DOYANG,
  active: true,
  is_independent_for_comissions: false,
  responsible_can_scholarship: false,
  can_sell_gp: false,
  can_sell_gp_tmp: false,
};

/** A new doyang goes on to its edit, where its staff is added. */
export const DoyangCreate = () => (
  <ResourceCreate
    resource="doyangs"
    title="NUEVO DOYANG"
    schema={doyangSchema}
    defaultValues={defaults}
    redirect="edit"
    errorText={MSG.createError}
    onlySchemaFields
    maxWidth={960}
  >
    <DoyangInputs />
  </ResourceCreate>
);
