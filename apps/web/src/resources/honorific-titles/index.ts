import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /honorific_titles (Honorificos). */
export const honorificTitles: ResourceProps = {
  name: 'honorific_titles',
  ...lazyResource({
    list: lazyNamed(() => import('./HonorificTitleList.tsx'), 'HonorificTitleList'),
    create: lazyNamed(() => import('./HonorificTitleCreate.tsx'), 'HonorificTitleCreate'),
    edit: lazyNamed(() => import('./HonorificTitleEdit.tsx'), 'HonorificTitleEdit'),
  }),
  recordRepresentation: 'name',
};
