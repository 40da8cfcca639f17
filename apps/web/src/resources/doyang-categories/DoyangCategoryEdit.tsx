import { doyangCategorySchema, MSG } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { CategoryBundles } from './CategoryBundles.tsx';
import { CategoryDoyangs } from './CategoryDoyangs.tsx';
import { CategoryRequisites } from './CategoryRequisites.tsx';
import { DoyangCategoryInputs } from './DoyangCategoryInputs.tsx';

/** DoyangCategoryEdit: the prices, then its bundles, its requisites (met per doyang) and its doyangs. */
export const DoyangCategoryEdit = () => (
  <ResourceEdit
    resource="doyang_categories"
    title="EDITAR CATEGORÍA DE DOYANG"
    schema={doyangCategorySchema}
    errorText={MSG.modifyError}
    below={
      <>
        <CategoryBundles />
        <CategoryRequisites />
        <CategoryDoyangs />
      </>
    }
  >
    <DoyangCategoryInputs />
  </ResourceEdit>
);
