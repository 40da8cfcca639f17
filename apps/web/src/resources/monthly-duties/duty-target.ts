import type { DutyRecord } from './duty-types.ts';

/** Who a duty is for, as a short text: every doyang, the general direction, or its own doyang. */
export function dutyTarget(d: Pick<DutyRecord, 'to_doyang' | 'to_general_direction' | 'doyang'>): string {
  if (d.to_doyang) return 'Doyangs';
  if (d.to_general_direction) return 'Dirección general';
  return d.doyang?.name ?? '';
}
