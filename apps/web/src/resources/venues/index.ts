import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /venues (Sedes). */
export const venues: ResourceProps = {
  name: 'venues',
  ...lazyResource({
    list: lazyNamed(() => import('./VenueList.tsx'), 'VenueList'),
    create: lazyNamed(() => import('./VenueCreate.tsx'), 'VenueCreate'),
    edit: lazyNamed(() => import('./VenueEdit.tsx'), 'VenueEdit'),
  }),
  recordRepresentation: 'name',
};
