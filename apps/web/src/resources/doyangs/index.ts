import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /doyangs (Doyangs): DoyangIndex and DoyangEdit. */
export const doyangs: ResourceProps = {
  name: 'doyangs',
  ...lazyResource({
    list: lazyNamed(() => import('./DoyangList.tsx'), 'DoyangList'),
    create: lazyNamed(() => import('./DoyangCreate.tsx'), 'DoyangCreate'),
    edit: lazyNamed(() => import('./DoyangEdit.tsx'), 'DoyangEdit'),
  }),
  recordRepresentation: 'name',
};
