import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /doyang_categories (Categorías de doyang): DoyangCategoryIndex and DoyangCategoryEdit. */
export const doyangCategories: ResourceProps = {
  name: 'doyang_categories',
  ...lazyResource({
    list: lazyNamed(() => import('./DoyangCategoryList.tsx'), 'DoyangCategoryList'),
    create: lazyNamed(() => import('./DoyangCategoryCreate.tsx'), 'DoyangCategoryCreate'),
    edit: lazyNamed(() => import('./DoyangCategoryEdit.tsx'), 'DoyangCategoryEdit'),
  }),
  recordRepresentation: 'name',
};
