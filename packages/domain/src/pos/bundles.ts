import { formatDayMonYear } from '../dates.ts';
import { fillMessage, MSG } from '../messages.ts';
import { centsOrNull } from '../money.ts';
import { addMonths, monthStart } from '../students.ts';
import { monthlyFeeTitle } from './monthly-fees.ts';
import { ok, PAYMENT_CONCEPT, type PaymentConceptId, type Priced, pricedLine, refuse, upper } from './priced.ts';

// Inscriptions (concept 6) and bundles (concepts 6 and 8, spec 03 §3 DoyangBundle, §5 'Bundle eligibility in POS').
// Bundle 42 is a bundle like any other: see docs/decisions.md (Issue 25 — prices at the point of sale).

export type PosBundle = {
  id: number;
  name: string;
  price: string | number | null;
  for_everyone: boolean | null;
  due_date: string | null;
  /** The payment concept it is sold as: '6', '8', or the demo's words ('inscription', 'monthly'). */
  bundle_type: string | number | null;
  covers_monthly_payments_qty: number | null;
  /** Spelt as the spec spells it. */
  ancticipated_monthly_payments: boolean | null;
  covers_inscription: boolean | null;
  covers_insurance: boolean | null;
};

const TYPE_WORDS: Record<string, PaymentConceptId> = {
  inscription: PAYMENT_CONCEPT.inscription,
  inscripcion: PAYMENT_CONCEPT.inscription,
  inscripción: PAYMENT_CONCEPT.inscription,
  bundle: PAYMENT_CONCEPT.bundle,
  paquete: PAYMENT_CONCEPT.bundle,
  monthly: PAYMENT_CONCEPT.bundle,
  mensualidades: PAYMENT_CONCEPT.bundle,
};

/**
 * The payment concept a bundle_type names: a concept id ('6', 8), or a word the demo wrote ('inscription' is 6;
 * 'monthly', 'bundle', 'paquete' are 8). Anything else is no concept (never eligible).
 */
export function bundleConcept(bundleType: string | number | null | undefined): number | null {
  if (bundleType === null || bundleType === undefined) return null;
  const text = String(bundleType).trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  return TYPE_WORDS[text] ?? null;
}

export type BundleContext = {
  /** The note item's payment concept. */
  concept: number;
  today: string;
  /** The student's first uncovered month; null without a student or before their first billing month. */
  firstUncovered: string | null;
  /** The student's own bundle (users.doyang_bundle_id); null without a student. */
  studentBundleId: number | null;
};

/**
 * Why a bundle cannot be sold on this line (spec 03 §5, in its order), or null when it can: an inscription takes
 * only bundles covering the inscription and other concepts none that do; the bundle's type is the line's concept;
 * it is not past its due date; with anticipated monthly payments the first uncovered month is not before today's
 * month; it is for everyone or the student's own.
 */
export function bundleEligibility(bundle: PosBundle, ctx: BundleContext): string | null {
  const coversInscription = !!bundle.covers_inscription;
  if (ctx.concept === PAYMENT_CONCEPT.inscription && !coversInscription) return MSG.bundleNeedsInscription;
  if (ctx.concept !== PAYMENT_CONCEPT.inscription && coversInscription) return MSG.bundleCoversInscription;
  if (bundleConcept(bundle.bundle_type) !== ctx.concept) return MSG.bundleWrongConcept;
  const due = bundle.due_date?.slice(0, 10) ?? null;
  if (due !== null && ctx.today > due) return fillMessage(MSG.bundlePastDue, { date: formatDayMonYear(due) });
  if (bundle.ancticipated_monthly_payments && ctx.firstUncovered !== null && ctx.firstUncovered < monthStart(ctx.today)) {
    return MSG.bundleNeedsUpToDate;
  }
  if (!bundle.for_everyone && bundle.id !== ctx.studentBundleId) return MSG.bundleNotForStudent;
  return null;
}

export type BundleSale = BundleContext & {
  bundle: PosBundle;
  /** Configuration 13, the insurance end date a bundle covering the insurance gives. */
  insuranceEndDate: string | null;
};

/**
 * A bundle at its price, quantity 1: its months from the first uncovered month (a student not billed yet starts
 * with today's month), its insurance to configuration 13's date. No scholarship, referral or late surcharge: the
 * bundle's price is the price.
 */
export function priceBundle(sale: BundleSale): Priced {
  const { bundle } = sale;
  const reason = bundleEligibility(bundle, sale);
  if (reason) return refuse('bundle_id', reason);
  const price = centsOrNull(bundle.price);
  if (price === null || price < 0) return refuse('bundle_id', MSG.saleNoPrice);
  const months = Math.max(0, bundle.covers_monthly_payments_qty ?? 0);
  const from = months > 0 ? (sale.firstUncovered ?? monthStart(sale.today)) : null;
  const to = from ? addMonths(from, months - 1) : null;
  let insuranceEnd: string | null = null;
  if (bundle.covers_insurance) {
    if (!sale.insuranceEndDate) return refuse('bundle_id', MSG.saleNoInsuranceEnd);
    insuranceEnd = sale.insuranceEndDate.slice(0, 10);
  }
  const title = `PAQUETE ${upper(bundle.name)}${from && to ? `: ${monthlyFeeTitle(from, to)}` : ''}`;
  return ok(
    pricedLine({
      // Eligible means the bundle's type is this concept: the line keeps it (6 inscription, 8 bundle).
      concept: sale.concept as PaymentConceptId,
      title,
      price,
      covers_from: from,
      covers_to: to,
      insurance_end: insuranceEnd,
    }),
  );
}

/** An inscription without a bundle: the doyang's inscription_fee, else its category's inscription_price. */
export function priceInscription(sale: { inscriptionFee: string | number | null }): Priced {
  const price = centsOrNull(sale.inscriptionFee);
  if (price === null || price < 0) return refuse('price', MSG.saleNoInscriptionFee);
  return ok(pricedLine({ concept: PAYMENT_CONCEPT.inscription, title: 'INSCRIPCIÓN', price }));
}
