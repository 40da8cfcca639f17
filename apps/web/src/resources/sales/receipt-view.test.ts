import { MSG, type ReceiptAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { newestPayments, paidBy, receiptDay, receiptStatus, receiptWhen } from './receipt-view.ts';

const payment = (id: number, title = `P${id}`): ReceiptAnswer['payments'][number] => ({
  id,
  payment_concept_id: 4,
  title,
  qty: 1,
  price: '10.00',
  discount: '0.00',
  surcharge: '0.00',
  amount: '10.00',
  client_name: null,
  client_phone: null,
  doyang_bundle_id: null,
  covers_from: null,
  covers_to: null,
  devolution: false,
});
const receipt = (id: number, created_at: string, payments: ReceiptAnswer['payments']) =>
  ({ id, created_at, is_canceled: false, payments }) as ReceiptAnswer;

describe('a receipt as RECIBOS shows it', () => {
  it('says CANCELADO, or a credit note when its day was closed', () => {
    expect(receiptStatus({ is_canceled: false, cancel_kind: null })).toBeNull();
    expect(receiptStatus({ is_canceled: true, cancel_kind: 'cancel' })).toBe(MSG.receiptCanceled);
    expect(receiptStatus({ is_canceled: true, cancel_kind: 'credit_note' })).toBe('CANCELADO (NOTA DE CRÉDITO)');
  });

  it("shows the day and hour in the product's zone", () => {
    expect(receiptDay('2026-11-28T03:30:00.000Z', 'America/Mexico_City')).toBe('2026-11-27');
    expect(receiptWhen('2026-11-28T03:30:00.000Z', 'America/Mexico_City')).toBe('27/NOV/2026 21:30');
  });

  it('lists how it was paid, leaving out zero amounts', () => {
    expect(paidBy({ cash_total: '500.00', credit_total: '250.00', debit_total: '0.00', deposit_total: '0.00' })).toEqual([
      { label: 'EFECTIVO', amount: '500.00' },
      { label: 'TARJETA DE CRÉDITO', amount: '250.00' },
    ]);
  });

  it("takes the student's 10 newest payment lines across receipts", () => {
    const receipts = [
      receipt(3, '2026-11-20T10:00:00.000Z', [payment(30), payment(31)]),
      receipt(
        9,
        '2026-11-27T10:00:00.000Z',
        Array.from({ length: 9 }, (_, i) => payment(90 + i)),
      ),
      receipt(1, '2026-10-01T10:00:00.000Z', [payment(10)]),
    ];
    const lines = newestPayments(receipts);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatchObject({ id: 98, receipt_id: 9 });
    expect(lines[9]).toMatchObject({ id: 31, receipt_id: 3 });
  });
});
