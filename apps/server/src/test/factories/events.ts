import type { TestApp } from '../test-app.ts';

// Tests only: exams, events and tournaments made the way their form makes them.

/**
 * The form's fields of an exam, event or tournament on `date` (add the tournament's two-modalities prices): every due
 * date that day, no early-payment discount; `more` replaces any of them.
 */
export const eventForm = (name: string, date: string, more: Record<string, unknown> = {}) => ({
  name,
  date,
  price: '900',
  early_payment_amount: '0',
  early_payment_student_due_date: date,
  early_payment_professor_due_date: date,
  payment_student_due_date: date,
  payment_professor_due_date: date,
  ...more,
});

/** A parent event and a venue of the test's own, made by general direction's `token`: the ids an event form names. */
export async function makeSeason(t: TestApp, token: string, name: string) {
  const parent_event_id: number = (await t.call('POST', '/api/parent-events', token, { name: `temporada ${name}` })).json().id;
  const venue_id: number = (await t.call('POST', '/api/venues', token, { name: `sede ${name}` })).json().id;
  return { parent_event_id, venue_id };
}
