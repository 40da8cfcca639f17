import type { AccountingPaymentAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { commissionsByDoyang, lineState, payConfirmText } from './accounting-view.ts';

const line = (o: Partial<AccountingPaymentAnswer>): AccountingPaymentAnswer => ({
  id: 1,
  receipt_id: 10,
  doyang_id: 5,
  doyang_name: 'MDK',
  client_doyang_id: null,
  payment_concept_id: 4,
  concept_name: 'Producto',
  title: 'DOBOK',
  quantity: 1,
  price: '650.00',
  discount: '0.00',
  surcharge: '0.00',
  amount: '650.00',
  cash_amount: '650.00',
  credit_amount: '0.00',
  debit_amount: '0.00',
  deposit_amount: '0.00',
  payment_type: 'EFECTIVO',
  client_name: null,
  client_phone: null,
  created_at: '2026-11-20T17:00:00.000Z',
  parsed_created_at: '20/NOV/2026',
  is_canceled: false,
  devolution: false,
  reverses_payment_id: null,
  paid_date: '2026-11-20',
  paid_by_name: null,
  is_pending_commission: false,
  ...o,
});

describe('INGRESOS lines', () => {
  it('names a reversal, a cancelled sale, a commission owed and one paid', () => {
    expect(lineState(line({}))).toBeNull();
    expect(lineState(line({ devolution: true, is_canceled: true }))?.label).toBe('CANCELACIÓN');
    expect(lineState(line({ is_canceled: true }))?.label).toBe('CANCELADO');
    expect(lineState(line({ payment_concept_id: 9, receipt_id: null, paid_date: null, is_pending_commission: true }))).toEqual({
      label: 'PENDIENTE',
      tone: 'warning',
    });
    expect(lineState(line({ payment_concept_id: 9, receipt_id: null, paid_date: '2026-11-22' }))?.label).toBe(
      'PAGADA 22/NOV/2026',
    );
  });

  it('pays the chosen commissions per doyang owed, leaving out anything else', () => {
    const owed = { payment_concept_id: 9, receipt_id: null, paid_date: null, is_pending_commission: true };
    const groups = commissionsByDoyang([
      line({ id: 1, ...owed, doyang_id: 23, client_doyang_id: 2 }),
      line({ id: 2, ...owed, doyang_id: 23, client_doyang_id: 3 }),
      line({ id: 3, ...owed, doyang_id: 2 }),
      line({ id: 4 }),
    ]);
    expect([...groups]).toEqual([
      [2, [1, 3]],
      [3, [2]],
    ]);
    expect(payConfirmText(2, '2026-11-22')).toBe('¿Marcar 2 comisiones como pagadas con fecha de hoy (22/NOV/2026)?');
    expect(payConfirmText(1, '2026-11-22')).toBe('¿Marcar la comisión como pagada con fecha de hoy (22/NOV/2026)?');
  });
});
