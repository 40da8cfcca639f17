import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { priceCommission } from './commission.ts';

describe('priceCommission', () => {
  it('is the typed amount, paid to a doyang', () => {
    expect(priceCommission({ amount: '$1,234.5', doyangName: 'Doyang Centro' })).toMatchObject({
      ok: true,
      line: { payment_concept_id: 9, title: 'COMISIÓN DOYANG CENTRO', quantity: 1, price: '1234.50', amount: '1234.50' },
    });
  });

  it('refuses nothing, zero, a negative or nonsense', () => {
    for (const amount of [null, undefined, '', '0', '-5', 'mil']) {
      expect(priceCommission({ amount, doyangName: 'X' })).toEqual({
        ok: false,
        field: 'price',
        message: MSG.saleCommissionAmount,
      });
    }
  });
});
