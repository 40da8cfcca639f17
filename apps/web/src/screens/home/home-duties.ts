import { GENERAL_DIRECTION_DOYANG_ID, type HomeDutiesAnswer, type HomeDutyAnswer } from '@doyang/domain';

/** The lists of the Home column a duty can be ticked in. */
export type HomeListKey = 'general_direction' | 'pending' | 'mine';

/** Where a ticked duty goes: 'Hechas', 'Mis tareas hechas'; the general direction's list keeps it, ticked. */
const DONE_LIST: Record<HomeListKey, keyof Omit<HomeDutiesAnswer, 'doyang_id'>> = {
  general_direction: 'general_direction',
  pending: 'done',
  mine: 'mine_done',
};

/** Who ticks a duty of a list: the general direction for its own list, else the doyang the column shows. */
export const tickingDoyang = (list: HomeListKey, home: HomeDutiesAnswer) =>
  list === 'general_direction' ? GENERAL_DIRECTION_DOYANG_ID : home.doyang_id;

/** The column as it looks once `duty` is done: out of its list into the done one (at the end until the refetch). */
export function markDoneInHome(home: HomeDutiesAnswer, duty: HomeDutyAnswer, list: HomeListKey): HomeDutiesAnswer {
  const marked = { ...duty, checked: true };
  const to = DONE_LIST[list];
  if (to === list) return { ...home, [list]: home[list].map((d) => (d.id === duty.id ? marked : d)) };
  return { ...home, [list]: home[list].filter((d) => d.id !== duty.id), [to]: [...home[to], marked] };
}
