import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { sumCents } from '../money.ts';
import type { DebtInput } from '../students.ts';
import { examsOffered, nextInstallment, type PosEvent, type PosExam, priceEvent, priceExam } from './events.ts';
import type { Priced } from './priced.ts';

const event: PosEvent = {
  name: 'Seminario de arbitraje',
  price: '1000.00',
  early_payment_amount: '800.00',
  early_payment_student_due_date: '2026-11-20',
  early_payment_professor_due_date: '2026-11-25',
  payment_student_due_date: '2026-11-30',
  payment_professor_due_date: '2026-12-02',
  number_of_patialities: 1,
};

const exam: PosExam = {
  ...event,
  name: 'Examen de grado diciembre',
  prepay_discount_meeting: '150.00',
  prepay_discount_revision: '100.00',
};

const upToDate: DebtInput = {
  active: true,
  start_payments_date: '2026-01-01',
  last_covered_month: '2026-11-01',
  scholarship_percentage: null,
};

const line = (p: Priced) => {
  if (!p.ok) throw new Error(p.message);
  return p.line;
};

describe('priceEvent', () => {
  it('takes the early amount up to and on its due date, each side with its own date', () => {
    expect(line(priceEvent({ event, who: 'student', today: '2026-11-20' }))).toMatchObject({
      payment_concept_id: 2,
      title: 'EVENTO SEMINARIO DE ARBITRAJE',
      quantity: 1,
      price: '800.00',
      amount: '800.00',
    });
    expect(line(priceEvent({ event, who: 'student', today: '2026-11-21' })).amount).toBe('1000.00');
    expect(line(priceEvent({ event, who: 'staff', today: '2026-11-25' })).amount).toBe('800.00');
    expect(line(priceEvent({ event, who: 'staff', today: '2026-11-26' })).amount).toBe('1000.00');
  });

  it('splits the amount in cents-exact installments, the last with the remainder', () => {
    const three = { ...event, number_of_patialities: 3 };
    const parts = [0, 1, 2].map((paid) =>
      line(priceEvent({ event: three, who: 'student', today: '2026-12-01', is_partiality: true, paidPartialities: paid })),
    );
    expect(parts.map((l) => l.amount)).toEqual(['333.33', '333.33', '333.34']);
    expect(parts.map((l) => l.title)).toEqual([
      'EVENTO SEMINARIO DE ARBITRAJE (PARCIALIDAD 1 DE 3)',
      'EVENTO SEMINARIO DE ARBITRAJE (PARCIALIDAD 2 DE 3)',
      'EVENTO SEMINARIO DE ARBITRAJE (PARCIALIDAD 3 DE 3)',
    ]);
    const fourth = priceEvent({ event: three, who: 'student', today: '2026-12-01', is_partiality: true, paidPartialities: 3 });
    expect(fourth).toEqual({ ok: false, field: 'event_id', message: 'Ya se pagaron las 3 parcialidades.' });
    // without is_partiality the whole amount
    expect(line(priceEvent({ event: three, who: 'student', today: '2026-12-01' })).amount).toBe('1000.00');
  });

  it('nextInstallment: one part for a single installment whatever the flag', () => {
    expect(nextInstallment(1, { is_partiality: true, paidPartialities: 5 }, 'x')).toEqual({ index: 0, parts: 1 });
    expect(nextInstallment(null, { is_partiality: true }, 'x')).toEqual({ index: 0, parts: 1 });
    expect(nextInstallment(4, { is_partiality: true }, 'x')).toEqual({ index: 0, parts: 4 });
  });
});

describe('priceExam', () => {
  const sell = (over: Partial<Parameters<typeof priceExam>[0]> = {}) =>
    priceExam({ exam, who: 'student', today: '2026-11-05', student: upToDate, ...over });

  it('sells at the early amount to a student up to date', () => {
    expect(line(sell())).toMatchObject({ payment_concept_id: 1, title: 'EXAMEN DE GRADO DICIEMBRE', amount: '800.00' });
  });

  it('refuses a student behind on monthly fees, and sells to a doyang or the public without that rule', () => {
    const behind = { ...upToDate, last_covered_month: '2026-09-01' }; // October unpaid, 5 Nov is > 10 days after
    expect(sell({ student: behind })).toEqual({ ok: false, field: 'user_id', message: MSG.saleExamNeedsPayments });
    expect(MSG.saleExamNeedsPayments).toBe('Para vender este examen el alumno necesita estar al corriente con tus pagos.');
    // November not paid but only 10 days into it: still up to date
    expect(sell({ student: { ...upToDate, last_covered_month: '2026-10-01' }, today: '2026-11-11' }).ok).toBe(true);
    expect(sell({ student: { ...upToDate, last_covered_month: '2026-10-01' }, today: '2026-11-12' }).ok).toBe(false);
    expect(sell({ student: null, who: 'staff' }).ok).toBe(true);
  });

  it('subtracts the prepay discounts the line asks for, never below zero', () => {
    expect(line(sell({ prepay_discount_meeting: true }))).toMatchObject({ discount: '150.00', amount: '650.00' });
    expect(line(sell({ prepay_discount_revision: true }))).toMatchObject({ discount: '100.00', amount: '700.00' });
    expect(line(sell({ prepay_discount_meeting: true, prepay_discount_revision: true }))).toMatchObject({
      price: '800.00',
      discount: '250.00',
      amount: '550.00',
    });
    const small = { ...exam, price: '200', early_payment_amount: '0' };
    expect(line(sell({ exam: small, prepay_discount_meeting: true, prepay_discount_revision: true }))).toMatchObject({
      discount: '200.00',
      amount: '0.00',
    });
    expect(line(sell({ exam: { ...exam, prepay_discount_meeting: null }, prepay_discount_meeting: true })).discount).toBe('0.00');
  });

  it('splits price and discount alike over installments: they add up to price − discount', () => {
    const three = { ...exam, number_of_patialities: 3 };
    const lines = [0, 1, 2].map((paid) =>
      line(
        sell({ exam: three, today: '2026-12-01', is_partiality: true, paidPartialities: paid, prepay_discount_meeting: true }),
      ),
    );
    expect(lines.map((l) => [l.price, l.discount, l.amount])).toEqual([
      ['333.33', '50.00', '283.33'],
      ['333.33', '50.00', '283.33'],
      ['333.34', '50.00', '283.34'],
    ]);
    expect(sumCents(lines.map((l) => l.amount))).toBe(85000);
    expect(sell({ exam: three, is_partiality: true, paidPartialities: 3 })).toMatchObject({ ok: false, field: 'exam_id' });
  });
});

describe('examsOffered', () => {
  const exams = [
    { id: 1, date: '2025-12-10' },
    { id: 2, date: '2026-06-01' },
    { id: 3, date: null },
    { id: 4, date: '2027-01-15' },
  ];
  it('only the current year when paying a commission or selling to a doyang', () => {
    expect(examsOffered(exams, '2026-11-27', true).map((e) => e.id)).toEqual([2]);
    expect(examsOffered(exams, '2026-11-27', false).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(examsOffered(exams, '2027-01-01', true).map((e) => e.id)).toEqual([4]);
  });
});
