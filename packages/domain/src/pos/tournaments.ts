import { type TournamentPrices, tournamentAmountDue } from '../event-payments.ts';
import { type Cents, centsOrNull, percentOf, toCents } from '../money.ts';
import { type PaidCompetitions, paysMultipleCompetitions } from '../tournament-competitions.ts';
import { installmentParts, installmentTitle, nextInstallment, type Partiality } from './events.ts';
import { type BuyerSide, kindTitle, ok, PAYMENT_CONCEPT, type Priced, pricedLine } from './priced.ts';

// Tournaments, concept 3 (spec 03 §3, §5): the one- or two-modalities price, companions, the optional discount.
// Collaborations (mom, dad, the student) change no price: the server records them on the prospect for its points.

export type PosTournament = TournamentPrices & {
  name: string;
  price_companion: string | number | null;
  early_payment_amount_companion: string | number | null;
  optional_discount_percentage: string | number | null;
  number_of_patialities?: number | null;
};

/** The note item's competition flags (pays_*), as the sale sends them. */
export type NotePaidCompetitions = {
  pays_forms?: boolean | null;
  pays_boards?: boolean | null;
  pays_kicking_speed?: boolean | null;
  pays_combat?: boolean | null;
  pays_techniques?: boolean | null;
  pays_jumping_kicks?: boolean | null;
};

/** The note item's pays_* flags as the prospect's pay_* flags (what the prospect link stores and counts). */
export function paidCompetitionsOf(item: NotePaidCompetitions): PaidCompetitions {
  return {
    pay_forms: !!item.pays_forms,
    pay_boards: !!item.pays_boards,
    pay_kicking_speed: !!item.pays_kicking_speed,
    pay_combat: !!item.pays_combat,
    pay_techniques: !!item.pays_techniques,
    pay_jumping_kicks: !!item.pays_jumping_kicks,
  };
}

/** One companion's price: the early companion amount (above zero) up to the buyer side's early due date. */
export function companionPrice(t: PosTournament, who: BuyerSide, today: string): Cents {
  const earlyDue = who === 'student' ? t.early_payment_student_due_date : t.early_payment_professor_due_date;
  const early = centsOrNull(t.early_payment_amount_companion) ?? 0;
  if (early > 0 && earlyDue !== null && today <= earlyDue.slice(0, 10)) return early;
  return Math.max(0, centsOrNull(t.price_companion) ?? 0);
}

export type TournamentSale = Partiality &
  NotePaidCompetitions & {
    tournament: PosTournament;
    who: BuyerSide;
    today: string;
    companionList?: readonly { name: string; age?: number | null }[] | null;
    has_optional_discount?: boolean | null;
    /** Collaborations: taken so the note item passes whole, never priced (the server keeps them on the prospect). */
    colaborate_mom?: boolean | null;
    colaborate_dad?: boolean | null;
    colaborates?: boolean | null;
  };

/**
 * The competitor's amount due today (two or more counted competitions take the two-modalities prices) plus each
 * companion's; the optional discount percentage (when asked) comes off the competitor's price only, rounded half up.
 * Quantity is 1: the price is the competitor's and the companions' together, the title counts the companions.
 */
export function priceTournament(sale: TournamentSale): Priced {
  const t = sale.tournament;
  const installment = nextInstallment(t.number_of_patialities, sale, 'tournament_id');
  if ('ok' in installment) return installment;
  const multiple = paysMultipleCompetitions(paidCompetitionsOf(sale));
  const competitor = toCents(tournamentAmountDue(t, multiple, sale.who, sale.today).amount);
  const companions = sale.companionList?.length ?? 0;
  const price = competitor + companions * companionPrice(t, sale.who, sale.today);
  const percent = Math.min(100, Math.max(0, (centsOrNull(t.optional_discount_percentage) ?? 0) / 100));
  const discount = sale.has_optional_discount ? percentOf(competitor, percent) : 0;
  const companionsTitle = companions === 0 ? '' : companions === 1 ? ' + 1 ACOMPAÑANTE' : ` + ${companions} ACOMPAÑANTES`;
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.tournament,
      title: `${kindTitle('TORNEO', t.name)}${multiple ? ' (2 O MÁS MODALIDADES)' : ''}${companionsTitle}${installmentTitle(installment)}`,
      ...installmentParts(price, discount, installment),
    }),
  );
}
