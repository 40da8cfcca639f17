import { GroupList } from './GroupList.tsx';

/** SelectiveGroupIndex 'Grupos de selectivo': the network's selective groups (they belong to the general direction). */
export const SelectiveGroupList = () => (
  <GroupList resource="selective_groups" title="GRUPOS DE SELECTIVO" filter={{ is_selective_group: 1 }} />
);
