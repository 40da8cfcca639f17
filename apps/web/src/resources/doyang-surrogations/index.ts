import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /doyang_surrogations (MULTINIVEL PROFESORES): DoyangSurrogationIndex, create and edit with the four tier lists. */
export const doyangSurrogations: ResourceProps = {
  name: 'doyang_surrogations',
  ...lazyResource({
    list: lazyNamed(() => import('./DoyangSurrogationList.tsx'), 'DoyangSurrogationList'),
    create: lazyNamed(() => import('./DoyangSurrogationCreate.tsx'), 'DoyangSurrogationCreate'),
    edit: lazyNamed(() => import('./DoyangSurrogationEdit.tsx'), 'DoyangSurrogationEdit'),
  }),
  recordRepresentation: 'name',
};
