import { doyangSurrogationSchema, MSG } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { DiscountTypePercentages } from './DiscountTypePercentages.tsx';
import { DoyangSurrogationInputs } from './DoyangSurrogationInputs.tsx';
import { SurrogationTiers } from './SurrogationTiers.tsx';

/** The scheme's fields and each commission table's percentage, saved together; below, its four tier lists. */
export const DoyangSurrogationEdit = () => (
  <ResourceEdit
    resource="doyang_surrogations"
    title="EDITAR ESQUEMA MULTINIVEL"
    schema={doyangSurrogationSchema}
    errorText={MSG.modifyError}
    append="parsed_multilevel_discount_types"
    onlySchemaFields
    below={<SurrogationTiers />}
  >
    <DoyangSurrogationInputs />
    <DiscountTypePercentages />
  </ResourceEdit>
);
