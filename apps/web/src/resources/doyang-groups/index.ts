import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /doyang_groups: DoyangGroupIndex 'GRUPOS EN {doyang}' and the group form (spec 02 §2). */
export const doyangGroups: ResourceProps = {
  name: 'doyang_groups',
  ...lazyResource({
    list: lazyNamed(() => import('./DoyangGroupList.tsx'), 'DoyangGroupList'),
    create: lazyNamed(() => import('./GroupCreate.tsx'), 'DoyangGroupCreate'),
    edit: lazyNamed(() => import('./GroupEdit.tsx'), 'DoyangGroupEdit'),
  }),
  recordRepresentation: 'name',
};

/** /selective_groups: SelectiveGroupIndex 'Grupos de selectivo', the same form (is_selective_group). */
export const selectiveGroups: ResourceProps = {
  name: 'selective_groups',
  ...lazyResource({
    list: lazyNamed(() => import('./SelectiveGroupList.tsx'), 'SelectiveGroupList'),
    create: lazyNamed(() => import('./GroupCreate.tsx'), 'SelectiveGroupCreate'),
    edit: lazyNamed(() => import('./GroupEdit.tsx'), 'SelectiveGroupEdit'),
  }),
  recordRepresentation: 'name',
};
