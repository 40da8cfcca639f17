import type { MonthlyDutyAnswer } from '@doyang/domain';

/** Who a duty is for, as a short text: every doyang, the general direction, or its own doyang. */
export function dutyTarget(d: Pick<MonthlyDutyAnswer, 'to_doyang' | 'to_general_direction' | 'doyang'>): string {
  if (d.to_doyang) return 'Doyangs';
  if (d.to_general_direction) return 'Dirección general';
  return d.doyang?.name ?? '';
}
