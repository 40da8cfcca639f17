import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import type { Priced } from './priced.ts';
import { type PosProduct, priceProduct, productTitle, productUnitPrice } from './products.ts';

const dobok: PosProduct = {
  id: 10,
  name: 'Dobok',
  price: '500.00',
  role_prices: [
    { role_id: 6, price: '400.00' },
    { role_id: 10, price: null },
  ],
};
const white = { name: 'Blanco', price: null };
const four = { name: '4', prize: null };

const line = (p: Priced) => {
  if (!p.ok) throw new Error(p.message);
  return p.line;
};

describe('productUnitPrice', () => {
  it('size prize, then variant price, then the role price, then the product price', () => {
    expect(productUnitPrice(dobok, white, { name: '4', prize: '550.50' }, 6)).toBe(55050);
    expect(productUnitPrice(dobok, { name: 'Negro', price: '520' }, four, 6)).toBe(52000);
    expect(productUnitPrice(dobok, white, four, 6)).toBe(40000);
    expect(productUnitPrice(dobok, white, four, 10)).toBe(50000); // the role's row has no price
    expect(productUnitPrice(dobok, white, four, null)).toBe(50000);
    expect(productUnitPrice({ ...dobok, price: null }, white, four, 5)).toBe(0);
  });

  it('a zero is a price, a blank is not', () => {
    expect(productUnitPrice(dobok, white, { name: '4', prize: '0' }, 6)).toBe(0);
    expect(productUnitPrice(dobok, { name: 'Negro', price: '' }, four, 6)).toBe(40000);
  });
});

describe('priceProduct', () => {
  it('sells a size by quantity, titled product variant size', () => {
    expect(line(priceProduct({ product: dobok, variant: white, size: four, quantity: 3, buyerRoleId: 10 }))).toEqual({
      payment_concept_id: 4,
      title: 'DOBOK BLANCO 4',
      quantity: 3,
      price: '500.00',
      discount: '0.00',
      surcharge: '0.00',
      amount: '1500.00',
      covers_from: null,
      covers_to: null,
      insurance_end: null,
    });
    expect(productTitle({ ...dobok, name: ' Peto ' }, { name: '', price: null }, { name: 'Chico', prize: null })).toBe(
      'PETO CHICO',
    );
  });

  it('refuses the insurance product and a quantity under 1', () => {
    expect(priceProduct({ product: { ...dobok, id: 3 }, variant: white, size: four, quantity: 1, buyerRoleId: 10 })).toEqual({
      ok: false,
      field: 'product_id',
      message: MSG.saleInsuranceIsConcept,
    });
    expect(priceProduct({ product: dobok, variant: white, size: four, quantity: 0, buyerRoleId: 10 })).toMatchObject({
      ok: false,
      field: 'quantity',
    });
  });
});
