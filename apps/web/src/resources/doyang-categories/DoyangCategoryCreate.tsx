import { doyangCategorySchema, MSG } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { DoyangCategoryInputs } from './DoyangCategoryInputs.tsx';

/** A new category goes on to its edit, where bundles and requisites are added. */
export const DoyangCategoryCreate = () => (
  <ResourceCreate
    resource="doyang_categories"
    title="NUEVA CATEGORÍA DE DOYANG"
    schema={doyangCategorySchema}
    redirect="edit"
    errorText={MSG.createError}
  >
    <DoyangCategoryInputs />
  </ResourceCreate>
);
