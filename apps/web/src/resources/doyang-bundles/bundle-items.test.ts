import { describe, expect, it } from 'vitest';
import { itemsValue, placeItem } from './bundle-items.ts';

const dobok = { id: 3, name: 'DOBOK', price: '650.00' };
const rows = [
  { product_id: 3, qty: 2, is_monthly_payment: false, product: dobok, key: 'rhf-1' },
  { product_id: 5, qty: 1, is_monthly_payment: true },
];

describe('placeItem', () => {
  it('adds up the quantity of a product already in the bundle, keeping only the item fields', () => {
    expect(placeItem(rows, { product_id: 3, qty: 3, is_monthly_payment: false })).toEqual({
      at: 0,
      item: { product_id: 3, qty: 5, is_monthly_payment: false, product: dobok },
    });
    // A monthly-fee line stays one, whichever of the two said so.
    expect(placeItem(rows, { product_id: 5, qty: 1, is_monthly_payment: false }).item).toMatchObject({
      qty: 2,
      is_monthly_payment: true,
    });
  });

  it('puts a new product on a row of its own', () => {
    expect(placeItem(rows, { product_id: 9, qty: 1, is_monthly_payment: true })).toEqual({
      at: -1,
      item: { product_id: 9, qty: 1, is_monthly_payment: true },
    });
  });
});

describe('itemsValue', () => {
  it('sums price × quantity, counting an unknown price as 0', () => {
    const prices: Record<number, string | null> = { 3: '650.00', 5: null };
    expect(itemsValue(rows, (r) => prices[r.product_id])).toBe(1300);
  });
});
