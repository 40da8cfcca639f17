import type { ExamAnswer, ParentEventAnswer, VenueAnswer } from '@doyang/domain';
import { expect } from '@playwright/test';
import type { Api } from './api.ts';

/** 'YYYY-MM-DD' n days after (or before) a day. */
export const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** An exam or event of the journey's own, on the demo's first parent event and venue, with the form's non-empty fields. */
async function makeDated(
  director: Api,
  path: '/api/exams' | '/api/events',
  name: string,
  date: string,
  more: Record<string, unknown>,
) {
  const parent = (await director.call<ParentEventAnswer[]>('GET', '/api/parent-events')).body[0].id;
  const venue = (await director.call<VenueAnswer[]>('GET', '/api/venues')).body[0].id;
  const res = await director.call<Pick<ExamAnswer, 'id'>>('POST', path, {
    name: `${name} ${Date.now() % 100000}`,
    parent_event_id: parent,
    venue_id: venue,
    date,
    price: '900',
    early_payment_amount: '0',
    early_payment_student_due_date: date,
    early_payment_professor_due_date: date,
    payment_student_due_date: date,
    payment_professor_due_date: date,
    ...more,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

export const makeExam = (director: Api, name: string, date: string, more: Record<string, unknown> = {}): Promise<number> =>
  makeDated(director, '/api/exams', name, date, more);

export const makeEvent = (director: Api, name: string, date: string, more: Record<string, unknown> = {}): Promise<number> =>
  makeDated(director, '/api/events', name, date, more);

/**
 * A combat tournament of the journey's own on `date` (dues that day), with one open men's category 'LIBRE VARONIL'
 * for its prospects to be drawn into.
 */
export async function makeTournament(director: Api, name: string, date: string): Promise<number> {
  const made = await director.call<{ id: number }>('POST', '/api/tournaments', {
    name: `${name} ${Date.now() % 100000}`,
    parent_event_id: 1,
    venue_id: 1,
    date,
    has_combat: true,
    price: '500',
    early_payment_amount: '0',
    price_amount_two_modalities: '800',
    early_payment_amount_two_modalities: '0',
    early_payment_student_due_date: date,
    early_payment_professor_due_date: date,
    payment_student_due_date: date,
    payment_professor_due_date: date,
  });
  expect(made.status).toBe(201);
  const category = await director.call('POST', '/api/tournament_categories', {
    tournament_id: made.body.id,
    name: 'LIBRE VARONIL',
    is_male: true,
  });
  expect(category.status).toBe(201);
  return made.body.id;
}
