import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /sinodals: SinodalIndex 'SINODALES MDK' and the sinodal form (spec 02 §2). */
export const sinodals: ResourceProps = {
  name: 'sinodals',
  ...lazyResource({
    list: lazyNamed(() => import('./SinodalList.tsx'), 'SinodalList'),
    create: lazyNamed(() => import('./SinodalCreate.tsx'), 'SinodalCreate'),
    edit: lazyNamed(() => import('./SinodalEdit.tsx'), 'SinodalEdit'),
  }),
  recordRepresentation: 'full_name_honorific',
};
