import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /degrees (Grados). */
export const degrees: ResourceProps = {
  name: 'degrees',
  ...lazyResource({
    list: lazyNamed(() => import('./DegreeList.tsx'), 'DegreeList'),
    create: lazyNamed(() => import('./DegreeCreate.tsx'), 'DegreeCreate'),
    edit: lazyNamed(() => import('./DegreeEdit.tsx'), 'DegreeEdit'),
  }),
  recordRepresentation: 'name',
};
