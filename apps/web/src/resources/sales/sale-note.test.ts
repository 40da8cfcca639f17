import { MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  amountsCents,
  clientKeys,
  draftReady,
  lineProblem,
  NO_AMOUNTS,
  noteRefusal,
  paymentProblem,
  receiptWhatsAppUrl,
  saleBody,
  saleFailure,
  studentSummary,
  totalCentsOf,
  trackedAmounts,
} from './sale-note.ts';

describe('the note of VENTAS', () => {
  it('names one client key per kind, the public name in capitals', () => {
    expect(clientKeys({ kind: 'student', id: 7, name: 'ANA', phone: null })).toEqual({ user_id: 7 });
    expect(clientKeys({ kind: 'doyang', id: 4, name: 'MDK' })).toEqual({ client_doyang_id: 4 });
    expect(clientKeys({ kind: 'public', name: ' juan pérez ' })).toEqual({ gp_client_name: 'JUAN PÉREZ' });
    expect(clientKeys(null)).toEqual({});
  });

  it("puts the whole total on a single type's amount, and none for 'FAVOR DE DEFINIR'", () => {
    expect(trackedAmounts('EFECTIVO', 1234_50)).toEqual({ ...NO_AMOUNTS, cash_total: '1234.50' });
    expect(trackedAmounts('TARJETA DE CRÉDITO', 100)).toEqual({ ...NO_AMOUNTS, credit_total: '1.00' });
    expect(trackedAmounts('DEPÓSITO', 0)).toEqual({ ...NO_AMOUNTS, deposit_total: '0.00' });
    expect(trackedAmounts('FAVOR DE DEFINIR', 100)).toBeNull();
  });

  it('asks for a payment type first, then for amounts that add up to the total', () => {
    const split = { ...NO_AMOUNTS, cash_total: '500', credit_total: '734.50' };
    expect(paymentProblem('FAVOR DE DEFINIR', split, 1234_50)).toBe(MSG.salePaymentTypeRequired);
    expect(paymentProblem('EFECTIVO', split, 1234_50)).toBeNull();
    expect(paymentProblem('EFECTIVO', split, 1234_51)).toBe(MSG.salePaymentsMismatch);
    expect(paymentProblem('EFECTIVO', { ...split, debit_total: '-1' }, 1233_50)).toBe(MSG.salePaymentsMismatch);
  });

  it('reads the total in cents, 0 when there is none', () => {
    expect(totalCentsOf('1234.50')).toBe(1234_50);
    expect(totalCentsOf(null)).toBe(0);
    expect(totalCentsOf('abc')).toBe(0);
  });

  it('sends blank amounts as 0 and the note key unchanged', () => {
    const body = saleBody({
      noteKey: 'k',
      doyangId: 4,
      client: { kind: 'student', id: 9, name: 'ANA', phone: null },
      paymentType: 'EFECTIVO',
      amounts: { ...NO_AMOUNTS, cash_total: '10' },
      items: [{ payment_concept_id: 5, monthsAdded: 1 }],
    });
    expect(body).toMatchObject({
      note_key: 'k',
      doyang_id: 4,
      user_id: 9,
      cash_total: '10',
      credit_total: '0',
      deposit_total: '0',
    });
  });

  it('reads which line and field the server refused, else the message', () => {
    const line = new HttpError('Datos inválidos', 422, { errors: { 'noteItems.1.monthsAdded': MSG.saleMonthsInvalid } });
    expect(noteRefusal(line, 'x')).toEqual({ line: 1, field: 'monthsAdded', message: MSG.saleMonthsInvalid });
    const field = new HttpError('Datos inválidos', 422, { errors: { user_id: MSG.saleClientRequired } });
    expect(noteRefusal(field, 'x')).toEqual({ line: null, field: 'user_id', message: MSG.saleClientRequired });
    expect(noteRefusal(new HttpError('Prohibido', 403, {}), 'x').message).toBe('Prohibido');
    expect(noteRefusal(new Error('boom'), 'x').message).toBe('x');
  });

  it("prefixes a failed sale with 'Error en al venta: ' and keeps reset locked on 'Para vender'", () => {
    const exam = new HttpError('Datos inválidos', 422, { errors: { 'noteItems.0.exam_id': MSG.saleExamNeedsPayments } });
    expect(saleFailure(exam)).toEqual({
      message: `${MSG.saleErrorPrefix}${MSG.saleExamNeedsPayments}`,
      keepsResetDisabled: true,
    });
    const other = new HttpError('No hay existencia', 422, { errors: { 'noteItems.0.product_size_id': 'No hay existencia' } });
    expect(saleFailure(other).keepsResetDisabled).toBe(false);
  });

  it('knows when a line names what it sells', () => {
    expect(draftReady({ payment_concept_id: 4 }, null)).toBe(false);
    expect(draftReady({ payment_concept_id: 4, quantity: 2 }, 8)).toBe(true);
    expect(draftReady({ payment_concept_id: 1 }, null)).toBe(false);
    expect(draftReady({ payment_concept_id: 9, price: '0' }, null)).toBe(false);
    expect(draftReady({ payment_concept_id: 9, price: '150.5' }, null)).toBe(true);
    expect(draftReady({ payment_concept_id: 7 }, null)).toBe(true);
  });

  it('links WhatsApp with the prefix 52 and the text encoded', () => {
    expect(receiptWhatsAppUrl('5512345678', 'Recibo 3 por $10.00')).toBe(
      'https://wa.me/525512345678?text=Recibo%203%20por%20%2410.00',
    );
  });
});

describe('what the seller reads beside the note', () => {
  it('adds the four amounts in cents, blank as 0, nonsense as null', () => {
    expect(amountsCents({ ...NO_AMOUNTS, cash_total: '500', credit_total: '700.5' })).toBe(1200_50);
    expect(amountsCents(NO_AMOUNTS)).toBe(0);
    expect(amountsCents({ ...NO_AMOUNTS, debit_total: '1.2.3' })).toBeNull();
  });

  it("names the student's first unpaid month and phone", () => {
    expect(studentSummary({ cellphone: '5512345678', last_covered_month: '2026-11-01', start_payments_date: '2020-01-01' })).toBe(
      'Primera mensualidad sin pagar: DIC/2026 · Cel. 5512345678',
    );
    expect(studentSummary({ last_covered_month: null, start_payments_date: '2026-03-15' })).toBe(
      'Primera mensualidad sin pagar: MAR/2026',
    );
    expect(studentSummary({ last_covered_month: null, start_payments_date: null })).toBe('Sin fecha de inicio de pagos');
  });
});

describe('a refused line', () => {
  it('names the line and its concept', () => {
    const items = [{ payment_concept_id: 4 }, { payment_concept_id: 5 }];
    expect(lineProblem({ line: 1, field: 'user_id', message: MSG.saleNoStartPayments }, items)).toBe(
      `Línea 2 (Mensualidad): ${MSG.saleNoStartPayments}`,
    );
    expect(lineProblem({ line: null, field: 'user_id', message: MSG.saleClientRequired }, items)).toBe(MSG.saleClientRequired);
  });
});
