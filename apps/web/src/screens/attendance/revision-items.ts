import type { CheckedItemAnswer } from '@doyang/domain';

/** The ids ticked in a stored review. */
export const checkedIds = (items: CheckedItemAnswer[] | undefined): Set<number> =>
  new Set((items ?? []).filter((i) => i.checked).map((i) => i.id));

/** What is sent: every item of the requirement with its tick; a stored date or comment stays as it was. */
export const itemsOf = (
  required: { id: number }[],
  on: ReadonlySet<number>,
  stored: CheckedItemAnswer[] | undefined,
): CheckedItemAnswer[] => required.map(({ id }) => ({ ...(stored?.find((s) => s.id === id) ?? {}), id, checked: on.has(id) }));

export function toggled(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
