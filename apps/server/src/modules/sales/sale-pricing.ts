import {
  buyerSide,
  canSeeGeneralDirection,
  examsOffered,
  firstUncoveredMonth,
  INSURANCE_PRODUCT_ID,
  MSG,
  type NoteItem,
  type Priced,
  paidCompetitionsOf,
  priceBundle,
  priceCommission,
  priceEvent,
  priceExam,
  priceInscription,
  priceInsurance,
  priceMonthlyFees,
  priceProduct,
  priceTournament,
} from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { configurationValues } from '../../shared/configuration-values.ts';
import {
  type Buyer,
  loadBundle,
  loadEvent,
  loadExam,
  loadSize,
  loadTournament,
  paidPartialities,
  type Seller,
} from './sale-context.queries.ts';
import { NO_REFS, type SaleLine } from './sale-line.ts';

export type PricingInput = {
  actor: SessionUser;
  seller: Seller;
  /** The buying person (a student, or staff buying as staff); null for a doyang or the general public. */
  buyer: Buyer | null;
  /** The doyang bought for (general direction sells to doyangs), or null. */
  clientDoyang: { id: number; name: string } | null;
  items: NoteItem[];
  today: string;
};

const CONFIG = ['referralDiscount', 'insurancePrice', 'insuranceEndDate', 'maxScholarship', 'sellNextYearInsurance'] as const;

const missing = (i: number, field: string) => validationError({ [`noteItems.${i}.${field}`]: [MSG.relatedMissing] });
const required = (i: number, field: string) => validationError({ [`noteItems.${i}.${field}`]: [MSG.required] });

/**
 * Prices every line of a note on the server (packages/domain/src/pos holds the rules): what the screen showed is never
 * what is charged. Lines run in order over one copy of the buyer, so two lines of months cover one after the other.
 * A refusal names the line's field (`noteItems.2.exam_id`) with the rule's Spanish text.
 */
export async function priceNote(db: Db, input: PricingInput): Promise<{ lines: SaleLine[]; warnings: string[] }> {
  const { actor, seller, today, clientDoyang } = input;
  const buyer = input.buyer ? { ...input.buyer } : null;
  const config = await configurationValues(db, CONFIG);
  const who = buyerSide(buyer?.role_id ?? null);
  const generalDirection = canSeeGeneralDirection(actor);
  const lines: SaleLine[] = [];
  const warnings: string[] = [];
  for (const [i, item] of input.items.entries()) {
    const concept = item.payment_concept_id;
    const accept = (priced: Priced, extra: Partial<SaleLine> = {}) => {
      if (!priced.ok) throw validationError({ [`noteItems.${i}.${priced.field}`]: [priced.message] });
      warnings.push(...priced.warnings);
      lines.push({ ...NO_REFS, ...priced.line, ...extra });
      if (buyer && priced.line.covers_to) buyer.last_covered_month = priced.line.covers_to;
    };
    const flags = {
      colaborated: item.colaborates ?? false,
      colaborated_mother: item.colaborate_mom ?? false,
      colaborated_father: item.colaborate_dad ?? false,
    };
    const partial = { is_partiality: item.is_partiality ?? false };
    switch (concept) {
      case 1: {
        if (!item.exam_id) throw required(i, 'exam_id');
        const exam = await loadExam(db, item.exam_id);
        if (!exam) throw missing(i, 'exam_id');
        // A commission's or a doyang's exam sale offers only this year's exams (spec 03 §5 'POS exams').
        if (clientDoyang && examsOffered([exam], today, true).length === 0)
          throw validationError({ [`noteItems.${i}.exam_id`]: [MSG.saleExamNotThisYear] });
        accept(
          priceExam({
            exam,
            who,
            today,
            student: buyer,
            prepay_discount_meeting: item.prepay_discount_meeting,
            prepay_discount_revision: item.prepay_discount_revision,
            ...partial,
            paidPartialities: await paidPartialities(db, 'exam_id', exam.id, buyer?.id ?? null),
          }),
          { exam_id: exam.id, ...partial, enrol: buyer ? { kind: 'exam', id: exam.id, ...flags } : null },
        );
        break;
      }
      case 2: {
        if (!item.event_id) throw required(i, 'event_id');
        const event = await loadEvent(db, item.event_id);
        if (!event) throw missing(i, 'event_id');
        accept(
          priceEvent({
            event,
            who,
            today,
            ...partial,
            paidPartialities: await paidPartialities(db, 'event_id', event.id, buyer?.id ?? null),
          }),
          { event_id: event.id, ...partial, enrol: buyer ? { kind: 'event', id: event.id, ...flags } : null },
        );
        break;
      }
      case 3: {
        if (!item.tournament_id) throw required(i, 'tournament_id');
        const tournament = await loadTournament(db, item.tournament_id);
        if (!tournament) throw missing(i, 'tournament_id');
        accept(
          priceTournament({
            ...item,
            tournament,
            who,
            today,
            ...partial,
            paidPartialities: await paidPartialities(db, 'tournament_id', tournament.id, buyer?.id ?? null),
          }),
          {
            tournament_id: tournament.id,
            ...partial,
            details: { companions: item.companionList ?? [], has_optional_discount: item.has_optional_discount ?? false },
            enrol: buyer ? { kind: 'tournament', id: tournament.id, ...flags, pays: paidCompetitionsOf(item) } : null,
          },
        );
        break;
      }
      case 4: {
        if (!item.product_size_id) throw required(i, 'product_size_id');
        const onSale = await loadSize(db, item.product_size_id);
        if (!onSale || !onSale.product.active) throw missing(i, 'product_size_id');
        const quantity = item.quantity ?? 1;
        accept(priceProduct({ ...onSale, quantity, buyerRoleId: buyer?.role_id ?? null }), {
          product_id: onSale.product.id,
          product_size_id: onSale.size.id,
          stock: [{ product_size_id: onSale.size.id, qty: quantity }],
        });
        break;
      }
      case 5: {
        if (!buyer) throw required(i, 'user_id');
        accept(
          priceMonthlyFees({
            student: buyer,
            monthsAdded: item.monthsAdded ?? 1,
            monthlyFee: seller.monthly_fee,
            scolarshipped: item.scolarshipped,
            use_recommended: item.use_recommended,
            referralPercent: config.referralDiscount,
            maxScholarshipPercent: config.maxScholarship,
            today,
          }),
          {
            months_added: item.monthsAdded ?? 1,
            scolarshipped: item.scolarshipped ?? false,
            use_recommended: item.use_recommended ?? false,
          },
        );
        break;
      }
      case 6:
      case 8: {
        if (concept === 8 && !item.bundle_id) throw required(i, 'bundle_id');
        if (!item.bundle_id) {
          if (!buyer) throw required(i, 'user_id');
          accept(priceInscription({ inscriptionFee: seller.inscription_fee }));
          break;
        }
        const bundle = await loadBundle(db, item.bundle_id);
        // A bundle is the seller's category's (general direction sells any).
        if (!bundle || (!generalDirection && bundle.doyang_category_id !== seller.doyang_category_id))
          throw missing(i, 'bundle_id');
        if (!buyer && (bundle.covers_inscription || (bundle.covers_monthly_payments_qty ?? 0) > 0)) throw required(i, 'user_id');
        accept(
          priceBundle({
            bundle,
            concept,
            today,
            firstUncovered: buyer ? firstUncoveredMonth(buyer.last_covered_month, buyer.start_payments_date) : null,
            studentBundleId: buyer?.doyang_bundle_id ?? null,
            insuranceEndDate: config.insuranceEndDate,
          }),
          { doyang_bundle_id: bundle.id, months_added: bundle.covers_monthly_payments_qty || null },
        );
        break;
      }
      case 7: {
        if (!buyer) throw required(i, 'user_id');
        accept(
          priceInsurance({
            sell_insurance_next_year: item.sell_insurance_next_year,
            insurancePrice: config.insurancePrice,
            insuranceEndDate: config.insuranceEndDate,
            sellNextYear: ['1', 'true'].includes(config.sellNextYearInsurance ?? ''),
            today,
          }),
          { product_id: INSURANCE_PRODUCT_ID, details: { next_year: item.sell_insurance_next_year ?? false } },
        );
        break;
      }
      case 9: {
        if (!generalDirection) throw forbidden(MSG.saleGeneralDirectionOnly);
        if (!clientDoyang) throw required(i, 'client_doyang_id');
        accept(priceCommission({ amount: item.price ?? item.total, doyangName: clientDoyang.name }));
        break;
      }
      default:
        throw validationError({ [`noteItems.${i}.payment_concept_id`]: [MSG.invalidData] });
    }
  }
  return { lines, warnings };
}
