import { describe, expect, it } from 'vitest';
import { amountDue, type EventPrices } from './event-payments.ts';

const event: EventPrices = {
  price: '900',
  early_payment_amount: '750.5',
  early_payment_student_due_date: '2026-11-20',
  early_payment_professor_due_date: '2026-11-25',
  payment_student_due_date: '2026-11-30',
  payment_professor_due_date: '2026-12-02',
};

describe('amountDue', () => {
  it('is the early amount up to and on its due date, each side with its own dates', () => {
    expect(amountDue(event, 'student', '2026-11-20')).toEqual({ amount: '750.50', due_date: '2026-11-20', early: true });
    expect(amountDue(event, 'student', '2026-11-21')).toEqual({ amount: '900.00', due_date: '2026-11-30', early: false });
    expect(amountDue(event, 'staff', '2026-11-25')).toEqual({ amount: '750.50', due_date: '2026-11-25', early: true });
    expect(amountDue(event, 'staff', '2026-11-26')).toEqual({ amount: '900.00', due_date: '2026-12-02', early: false });
  });

  it('takes an early amount of 0 (or none) as no early price', () => {
    expect(amountDue({ ...event, early_payment_amount: '0' }, 'student', '2026-11-01').early).toBe(false);
    expect(amountDue({ ...event, early_payment_amount: null }, 'student', '2026-11-01').amount).toBe('900.00');
    expect(amountDue({ ...event, early_payment_student_due_date: null }, 'student', '2026-11-01').early).toBe(false);
  });

  it('owes 0.00 on an event without a price', () => {
    expect(amountDue({ ...event, price: null, early_payment_amount: null }, 'student', '2026-12-31')).toEqual({
      amount: '0.00',
      due_date: '2026-11-30',
      early: false,
    });
  });
});
