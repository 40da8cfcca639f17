// What a person owes for an event or exam and by when (spec 03 §3 prices and due dates), as the payment list shows
// it. Students and staff have their own due dates; the early-payment amount applies up to its due date.

export type EventPrices = {
  price: string | number | null;
  early_payment_amount: string | number | null;
  early_payment_student_due_date: string | null;
  early_payment_professor_due_date: string | null;
  payment_student_due_date: string | null;
  payment_professor_due_date: string | null;
};

export type AmountDue = {
  /** Pesos with two decimals, as text (never a float sum). */
  amount: string;
  /** The due date of that amount, 'YYYY-MM-DD' (null when the event has none). */
  due_date: string | null;
  early: boolean;
};

const pesos = (value: string | number | null): string => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

/**
 * The early amount while today is on or before the early due date, and only when it is above zero (the form
 * accepts 0 for "no early price", spec 03 §5); otherwise the price with the normal due date.
 */
export function amountDue(event: EventPrices, who: 'student' | 'staff', today: string): AmountDue {
  const earlyDue = who === 'student' ? event.early_payment_student_due_date : event.early_payment_professor_due_date;
  const due = who === 'student' ? event.payment_student_due_date : event.payment_professor_due_date;
  const early = Number(event.early_payment_amount ?? 0) > 0 && earlyDue !== null && today <= earlyDue.slice(0, 10);
  return early
    ? { amount: pesos(event.early_payment_amount), due_date: earlyDue?.slice(0, 10) ?? null, early: true }
    : { amount: pesos(event.price), due_date: due?.slice(0, 10) ?? null, early: false };
}

export type TournamentPrices = EventPrices & {
  price_amount_two_modalities: string | number | null;
  early_payment_amount_two_modalities: string | number | null;
};

/**
 * A tournament's due: two or more counted competitions take the two-modalities prices (spec 03 §3, §5), else the
 * event's rule on the one-competition prices.
 */
export function tournamentAmountDue(
  tournament: TournamentPrices,
  multiple: boolean,
  who: 'student' | 'staff',
  today: string,
): AmountDue {
  if (!multiple) return amountDue(tournament, who, today);
  return amountDue(
    {
      ...tournament,
      price: tournament.price_amount_two_modalities ?? tournament.price,
      early_payment_amount: tournament.early_payment_amount_two_modalities ?? tournament.early_payment_amount,
    },
    who,
    today,
  );
}
