import { centsOrNull, fromCents, type Tier, type TierFigures, tierFigures } from '@doyang/domain';
import { formatMXN } from '../shared/money.ts';

const percent = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** '12.50' → '12.5 %'. */
export const formatPercent = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : `${percent.format(Number(value))} %`;

/** Cents as pesos: 106250 → '$1,062.50'. */
export const pesos = (cents: number): string => formatMXN(fromCents(cents));

/** What a tier pays at the typed price (domain `tierFigures`, in cents), or null while the price is not an amount. */
export function figuresAt(price: string, tier: Tier): TierFigures | null {
  const cents = centsOrNull(price);
  return cents === null || cents < 0 ? null : tierFigures(cents, tier);
}
