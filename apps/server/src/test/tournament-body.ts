import { TODAY } from './test-databases.ts';

// The body of POST /api/tournaments a test sends: a tournament on TODAY offering combat and forms.

export const tournamentBody = (ids: { parent: number; venue: number }, name: string, extra: Record<string, unknown> = {}) => ({
  parent_event_id: ids.parent,
  venue_id: ids.venue,
  name,
  date: TODAY,
  price: '500',
  early_payment_amount: '0',
  price_amount_two_modalities: '800',
  early_payment_amount_two_modalities: '0',
  early_payment_student_due_date: TODAY,
  early_payment_professor_due_date: TODAY,
  payment_student_due_date: TODAY,
  payment_professor_due_date: TODAY,
  has_combat: true,
  has_forms: true,
  ...extra,
});
