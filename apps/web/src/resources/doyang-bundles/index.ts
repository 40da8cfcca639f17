import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/**
 * /doyang_bundles/create?doyang_category_id=… and /doyang_bundles/{id} (DoyangBundleCreate/Edit). No list:
 * bundles are listed inside their category.
 */
export const doyangBundles: ResourceProps = {
  name: 'doyang_bundles',
  ...lazyResource({
    list: lazyNamed(() => import('./DoyangBundleRedirect.tsx'), 'DoyangBundleRedirect'),
    create: lazyNamed(() => import('./DoyangBundleCreate.tsx'), 'DoyangBundleCreate'),
    edit: lazyNamed(() => import('./DoyangBundleEdit.tsx'), 'DoyangBundleEdit'),
  }),
  recordRepresentation: 'name',
};
