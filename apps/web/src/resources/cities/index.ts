import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /cities (Localidades). */
export const cities: ResourceProps = {
  name: 'cities',
  ...lazyResource({
    list: lazyNamed(() => import('./CityList.tsx'), 'CityList'),
    create: lazyNamed(() => import('./CityCreate.tsx'), 'CityCreate'),
    edit: lazyNamed(() => import('./CityEdit.tsx'), 'CityEdit'),
  }),
  recordRepresentation: 'name',
};
