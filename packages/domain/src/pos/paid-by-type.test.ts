import { describe, expect, it } from 'vitest';
import { paidByType } from './paid-by-type.ts';

const zero = { cash_total: '0', credit_total: '0', debit_total: '0', deposit_total: '0' };
const line = (cash: string, credit: string, debit: string, deposit: string) => ({
  cash_amount: cash,
  credit_amount: credit,
  debit_amount: debit,
  deposit_amount: deposit,
});

describe('paidByType', () => {
  it('gives every line to the one type a receipt was paid with', () => {
    expect(paidByType(['500.00', '150.50'], { ...zero, debit_total: '650.50' })).toEqual([
      line('0.00', '0.00', '500.00', '0.00'),
      line('0.00', '0.00', '150.50', '0.00'),
    ]);
  });

  it('pours a split payment over the lines in order: cash first, then credit, debit, deposit', () => {
    const shares = paidByType(['100.00', '300.00', '0.00', '50.01'], {
      cash_total: '150.00',
      credit_total: '0',
      debit_total: '200.00',
      deposit_total: '100.01',
    });
    expect(shares).toEqual([
      line('100.00', '0.00', '0.00', '0.00'),
      line('50.00', '0.00', '200.00', '50.00'),
      line('0.00', '0.00', '0.00', '0.00'),
      line('0.00', '0.00', '0.00', '50.01'),
    ]);
  });

  it('adds up exactly by line and by type, whatever the amounts', () => {
    for (let seed = 1; seed < 200; seed++) {
      const lines = Array.from({ length: 1 + (seed % 5) }, (_, i) => ((seed * (i + 7) * 37) % 100000) / 100);
      const total = Math.round(lines.reduce((a, b) => a + b * 100, 0));
      const cash = (seed * 13) % (total + 1);
      const credit = (seed * 7) % (total - cash + 1);
      const totals = {
        cash_total: (cash / 100).toFixed(2),
        credit_total: (credit / 100).toFixed(2),
        debit_total: '0',
        deposit_total: ((total - cash - credit) / 100).toFixed(2),
      };
      const shares = paidByType(
        lines.map((l) => l.toFixed(2)),
        totals,
      );
      const cents = (s: string) => Math.round(Number(s) * 100);
      for (const [i, s] of shares.entries()) {
        const sum = cents(s.cash_amount) + cents(s.credit_amount) + cents(s.debit_amount) + cents(s.deposit_amount);
        expect(sum).toBe(Math.round(lines[i] * 100));
      }
      expect(shares.reduce((a, s) => a + cents(s.cash_amount), 0)).toBe(cash);
      expect(shares.reduce((a, s) => a + cents(s.credit_amount), 0)).toBe(credit);
    }
  });

  it('refuses lines that do not add up to the payment', () => {
    expect(() => paidByType(['100.00'], { ...zero, cash_total: '99.99' })).toThrow();
    expect(() => paidByType(['-1.00', '1.00'], zero)).toThrow();
  });
});
