import { fillMessage, MSG } from './messages.ts';
import { type Cents, percentOf } from './money.ts';

// Multilevel commissions (spec 01 §9, 03 §3 DoyangSurrogation, §9 'Commission tiers'): a scheme pays a percentage by
// inscription-count range, one list of tiers per kind. Every figure is in integer cents; a percentage is the
// numeric(5,2) text the database keeps ('12.50'), never a float.

/** The four tier lists of a scheme, by the kind its table row stores and the spec's name of the list. */
export const TIER_LISTS = [
  { kind: 'exam', resource: 'doyang_surrogation_exams', title: 'EXÁMENES' },
  { kind: 'event', resource: 'doyang_surrogation_events', title: 'EVENTOS' },
  { kind: 'tournament', resource: 'doyang_surrogation_tournaments', title: 'TORNEOS' },
  { kind: 'bus', resource: 'doyang_surrogation_bus', title: 'AUTOBÚS' },
] as const;

export type TierKind = (typeof TIER_LISTS)[number]['kind'];
export type TierList = (typeof TIER_LISTS)[number]['resource'];

/** How many periods a year the best tier is reached: annual = max × 6 (spec 01 §9; six bimesters). */
export const ANNUAL_PERIODS = 6;

export type Tier = {
  min_inscriptions: number;
  max_inscriptions: number;
  /** 0 to 100 with up to two decimals. */
  percentage: string | number;
  /** Event tiers only: the list for seminars, apart from the list for other events. */
  is_seminar?: boolean;
};

/** What a tier pays at a reference price: per inscription, at its least and most inscriptions, and in a year. */
export type TierFigures = { utility: Cents; min: Cents; max: Cents; annual: Cents };

/**
 * utility = price × percentage; min = price × min inscriptions × percentage; max = price × max inscriptions ×
 * percentage; annual = max × 6. Each product is rounded once, half up to the cent (percentOf), so min and max are
 * the commission a doyang with exactly that many inscriptions is paid, not utility × count re-rounded.
 */
export function tierFigures(price: Cents, tier: Tier): TierFigures {
  const max = percentOf(price * tier.max_inscriptions, tier.percentage);
  return {
    utility: percentOf(price, tier.percentage),
    min: percentOf(price * tier.min_inscriptions, tier.percentage),
    max,
    annual: max * ANNUAL_PERIODS,
  };
}

const sameList = (a: Tier, b: Tier) => Boolean(a.is_seminar) === Boolean(b.is_seminar);

/** The tier of a list whose range holds `count` inscriptions (bounds included); none when no range holds it. */
export function chooseTier<T extends Tier>(tiers: readonly T[], count: number, isSeminar = false): T | undefined {
  return tiers.find((t) => Boolean(t.is_seminar) === isSeminar && t.min_inscriptions <= count && count <= t.max_inscriptions);
}

/** What a doyang earns on what it sold: the tier holding its count, and that percentage of the amount sold. */
export function commissionOf<T extends Tier>(
  tiers: readonly T[],
  sale: { count: number; sold: Cents; isSeminar?: boolean },
): { tier: T; amount: Cents } | null {
  const tier = chooseTier(tiers, sale.count, sale.isSeminar ?? false);
  return tier ? { tier, amount: percentOf(sale.sold, tier.percentage) } : null;
}

/** A tier of the same list (seminar or not) whose range shares an inscription count with `candidate`. */
export function overlappingTier<T extends Tier>(tiers: readonly T[], candidate: Tier): T | undefined {
  return tiers.find(
    (t) =>
      sameList(t, candidate) &&
      t.min_inscriptions <= candidate.max_inscriptions &&
      candidate.min_inscriptions <= t.max_inscriptions,
  );
}

/**
 * A new tier's rules against the list it joins: its range not upside down, and no count in two tiers of one list
 * (a doyang's count must name one percentage). Bounds and percentage themselves are the body schema's.
 */
export function tierRuleErrors(tiers: readonly Tier[], candidate: Tier): Record<string, string[]> {
  if (candidate.max_inscriptions < candidate.min_inscriptions) return { max_inscriptions: [MSG.tierRange] };
  const other = overlappingTier(tiers, candidate);
  if (!other) return {};
  return {
    min_inscriptions: [fillMessage(MSG.tierOverlap, { min: other.min_inscriptions, max: other.max_inscriptions })],
  };
}
