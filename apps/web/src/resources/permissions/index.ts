import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /permissions: the permissions administrator (spec 03 §2). */
export const permissions: ResourceProps = {
  name: 'permissions',
  ...lazyResource({ list: lazyNamed(() => import('./PermissionsScreen.tsx'), 'PermissionsScreen') }),
};
