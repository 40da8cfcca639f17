import { describe, expect, it } from 'vitest';
import { itemsValue, placeItem } from './bundle-items.ts';

const dobok = { id: 3, name: 'DOBOK', price: '650.00' };
const rows = [
  { product_id: 3, quantity: 2, product: dobok, key: 'rhf-1' },
  { product_id: 5, quantity: 1 },
];

describe('placeItem', () => {
  it('adds up the quantity of a product already in the bundle, keeping only the item fields', () => {
    expect(placeItem(rows, { product_id: 3, quantity: 3 })).toEqual({
      at: 0,
      item: { product_id: 3, quantity: 5, product: dobok },
    });
  });

  it('puts a new product on a row of its own', () => {
    expect(placeItem(rows, { product_id: 9, quantity: 1 })).toEqual({ at: -1, item: { product_id: 9, quantity: 1 } });
  });
});

describe('itemsValue', () => {
  it('sums price × quantity, counting an unknown price as 0', () => {
    const prices: Record<number, string | null> = { 3: '650.00', 5: null };
    expect(itemsValue(rows, (r) => prices[r.product_id])).toBe(1300);
  });
});
