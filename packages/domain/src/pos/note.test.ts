import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { noteTotalCents, paymentsMatchTotal, singleTypeTotals } from './note.ts';

describe('noteTotalCents', () => {
  it('adds the lines exactly', () => {
    expect(noteTotalCents([{ amount: '0.10' }, { amount: '0.20' }, { amount: '1500.00' }])).toBe(150030);
    expect(noteTotalCents([])).toBe(0);
  });
});

describe('paymentsMatchTotal', () => {
  const zero = { cash_total: '0', credit_total: '0', debit_total: '0', deposit_total: '0' };
  it('passes when the four amounts add up to the total', () => {
    expect(paymentsMatchTotal({ ...zero, cash_total: '500.10', debit_total: '$1,000.20' }, 150030)).toBeNull();
    expect(
      paymentsMatchTotal({ cash_total: '1500.30', credit_total: null, debit_total: undefined, deposit_total: '' }, 150030),
    ).toBeNull();
  });

  it('refuses a cent off, a negative or nonsense', () => {
    expect(paymentsMatchTotal({ ...zero, cash_total: '1500.29' }, 150030)).toBe(MSG.salePaymentsMismatch);
    expect(paymentsMatchTotal({ ...zero, cash_total: '1600.30', credit_total: '-100' }, 150030)).toBe(MSG.salePaymentsMismatch);
    expect(paymentsMatchTotal({ ...zero, cash_total: 'x' }, 0)).toBe(MSG.salePaymentsMismatch);
    expect(MSG.salePaymentsMismatch).toBe('La suma de los pagos no coincide con el total');
  });
});

describe('singleTypeTotals', () => {
  it('the chosen type carries the whole note', () => {
    expect(singleTypeTotals('TARJETA DE DÉBITO', 150030)).toEqual({
      ok: true,
      totals: { cash_total: '0.00', credit_total: '0.00', debit_total: '1500.30', deposit_total: '0.00' },
    });
    expect(singleTypeTotals('EFECTIVO', 100)).toMatchObject({ totals: { cash_total: '1.00' } });
    expect(singleTypeTotals('TARJETA DE CRÉDITO', 100)).toMatchObject({ totals: { credit_total: '1.00' } });
    expect(singleTypeTotals('DEPÓSITO', 100)).toMatchObject({ totals: { deposit_total: '1.00' } });
  });

  it("'FAVOR DE DEFINIR' or none asks for a type", () => {
    for (const t of ['FAVOR DE DEFINIR', null, undefined, 'OTRO']) {
      expect(singleTypeTotals(t, 100)).toEqual({ ok: false, field: 'payment_type', message: 'Selecciona un tipo de pago' });
    }
  });
});
