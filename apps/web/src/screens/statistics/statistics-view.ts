import { MONTH_ABBR } from '@doyang/domain';

/** '2026-11' → 'NOV 2026', as the product writes months (spec 03 §9: uppercase Spanish abbreviations). */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_ABBR[Number(month) - 1] ?? month} ${year}`;
}

/** A series' values in the window's order, as numbers for the chart (pesos as text → number; display stays in MXN). */
export const seriesOf = (months: readonly string[], byMonth: Record<string, string | number>): number[] =>
  months.map((m) => Number(byMonth[m] ?? 0));

/** The general direction does not see Mensualidades (spec 03 §2, §6): its role, or its doyang (23) selected. */
export const showsMonthlyFees = (generalDirection: boolean, doyangId: number, generalDirectionDoyangId: number): boolean =>
  !generalDirection && doyangId !== generalDirectionDoyangId;
