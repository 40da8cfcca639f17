import { fillMessage, MSG } from './messages.ts';

// Configuration values by the spec's ids (spec 01 §3). Values travel and are stored as text; these rules
// say what each id holds, so the server refuses nonsense (422) and the screen picks the right input.

export type ConfigurationKind = 'date' | 'integer' | 'decimal' | 'money' | 'flag' | 'reserved';

/**
 * What a numeric setting's field keeps of what is typed: digits for whole numbers, digits and one point for
 * decimals and money (in es-MX the comma only groups thousands, so it goes). Letters never reach the field (issue 10).
 */
export function typedNumber(kind: ConfigurationKind, typed: string): string {
  if (kind !== 'integer' && kind !== 'decimal' && kind !== 'money') return typed;
  const text = typed.replace(/,/g, '');
  if (kind === 'integer') return text.replace(/\D/g, '');
  const [whole, ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}
export type ConfigurationRule = {
  kind: ConfigurationKind;
  min?: number;
  max?: number;
  /** May be left empty (the review window: unset keeps the season closed). */
  optional?: boolean;
};

export const CONFIGURATION_IDS = {
  bimesterStart: 1,
  bimesterEnd: 2,
  maxDebtMonths: 3,
  maxContinuousAbsences: 4,
  referralDiscount: 5,
  daysToModifyGoals: 6,
  insurancePrice: 7,
  adultExtraAbsences: 11,
  permittedAbsences: 12,
  insuranceEndDate: 13,
  reviewStart: 24,
  reviewEnd: 25,
  preTkdMaxAge: 26,
  minExamEfficiency: 27,
  maxScholarship: 30,
  mixingMaxAge: 34,
  combatMinutes: 35,
  formsMinutes: 36,
  sellNextYearInsurance: 41,
} as const;

const int = (min: number, max: number): ConfigurationRule => ({ kind: 'integer', min, max });
const points = int(0, 1000);
const percent = int(0, 100);

export const CONFIGURATION_RULES: Record<number, ConfigurationRule> = {
  1: { kind: 'date' },
  2: { kind: 'date' },
  3: int(1, 24),
  4: int(1, 100),
  5: percent,
  6: int(0, 62),
  7: { kind: 'money', min: 0, max: 999_999.99 },
  8: { kind: 'reserved' },
  9: { kind: 'reserved' },
  10: { kind: 'reserved' },
  11: int(0, 50),
  12: int(0, 100),
  13: { kind: 'date' },
  14: points,
  15: points,
  16: points,
  17: points,
  18: points,
  19: points,
  20: points,
  21: points,
  22: points,
  23: points,
  24: { kind: 'date', optional: true },
  25: { kind: 'date', optional: true },
  26: int(1, 18),
  27: percent,
  28: points,
  29: points,
  30: percent,
  31: points,
  32: points,
  33: percent,
  34: int(1, 99),
  35: { kind: 'decimal', min: 0.5, max: 60 },
  36: { kind: 'decimal', min: 0.5, max: 60 },
  37: points,
  38: points,
  39: points,
  40: points,
  41: { kind: 'flag' },
};

/** Periods whose start may not pass their end: the bimester (1–2) and the review window (24–25). */
export const CONFIGURATION_PERIODS: readonly (readonly [start: number, end: number])[] = [
  [1, 2],
  [24, 25],
];

export type ConfigurationCheck = { ok: true; value: string | null } | { ok: false; error: string };

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A real calendar day: '2027-02-30' is refused, not rolled over to March. */
const isYmd = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
};

/**
 * The stored text of a value sent for configuration `id`, or the Spanish reason it is refused:
 * integers as digits, money with two decimals, flags as '1'/'0', dates as 'YYYY-MM-DD'.
 */
export function normalizeConfigurationValue(id: number, raw: unknown): ConfigurationCheck {
  const rule = CONFIGURATION_RULES[id];
  if (!rule) return { ok: false, error: MSG.notFound };
  if (rule.kind === 'reserved') return { ok: false, error: MSG.configurationReserved };
  if (empty(raw)) return rule.optional ? { ok: true, value: null } : { ok: false, error: MSG.required };
  const text = String(raw).trim();
  const range = { min: rule.min ?? 0, max: rule.max ?? 0 };
  switch (rule.kind) {
    case 'date': {
      const day = text.slice(0, 10);
      return isYmd(day) ? { ok: true, value: day } : { ok: false, error: MSG.invalidDate };
    }
    case 'flag': {
      if (['1', 'true'].includes(text.toLowerCase())) return { ok: true, value: '1' };
      if (['0', 'false'].includes(text.toLowerCase())) return { ok: true, value: '0' };
      return { ok: false, error: MSG.flagInvalid };
    }
    case 'integer': {
      const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < range.min || n > range.max) {
        return { ok: false, error: fillMessage(MSG.integerRange, range) };
      }
      return { ok: true, value: String(n) };
    }
    case 'decimal': {
      const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n) || n < range.min || n > range.max) {
        return { ok: false, error: fillMessage(MSG.numberRange, range) };
      }
      return { ok: true, value: String(n) };
    }
    case 'money': {
      const cleaned = text.replace(/[$,\s]/g, '');
      const n = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      if (!Number.isFinite(n) || n < range.min || n > range.max) return { ok: false, error: MSG.moneyInvalid };
      return { ok: true, value: n.toFixed(2) };
    }
  }
}

/** The start and end ids of the period `id` belongs to, if any. */
export function configurationPeriodOf(id: number): readonly [number, number] | undefined {
  return CONFIGURATION_PERIODS.find(([start, end]) => start === id || end === id);
}

/**
 * Whether setting `id` to `value` keeps its period in order, given the stored values. Returns the
 * reason when the start would fall after the end; an unset bound never conflicts.
 */
export function configurationPeriodError(
  id: number,
  value: string | null,
  stored: Record<number, string | null | undefined>,
): string | null {
  const period = configurationPeriodOf(id);
  if (!period || !value) return null;
  const [startId, endId] = period;
  const start = id === startId ? value : stored[startId];
  const end = id === endId ? value : stored[endId];
  return start && end && start > end ? MSG.endBeforeStart : null;
}
