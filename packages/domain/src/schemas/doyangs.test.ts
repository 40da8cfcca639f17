import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  anticipatedAllowed,
  bundleItemSchema,
  DOYANG_TEXTS,
  doyangBundleSchema,
  doyangCategorySchema,
  doyangPersonalSchema,
  doyangSchema,
  withDoyangPrefix,
} from './doyangs.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('withDoyangPrefix', () => {
  it('adds the prefix of the type and swaps it when the type changes', () => {
    expect(withDoyangPrefix('texcoco norte', 1)).toBe('MDK ORIENTE TEXCOCO NORTE');
    expect(withDoyangPrefix('MDK ORIENTE TEXCOCO', 2)).toBe('CLUB MDKO TEXCOCO');
    expect(withDoyangPrefix('club mdko la paz', 2)).toBe('CLUB MDKO LA PAZ');
  });
});

describe('doyangSchema', () => {
  it('accepts cities 1 and 6 only', () => {
    expect(doyangSchema.safeParse({ name: 'A', doyang_type_id: 1, city_id: 6 }).success).toBe(true);
    expect(messages(doyangSchema.safeParse({ name: 'A', doyang_type_id: 1, city_id: 2 }))).toEqual([DOYANG_TEXTS.cityNotAllowed]);
  });
  it('keeps money as text with two decimals and refuses nonsense', () => {
    expect(doyangSchema.parse({ name: 'A', doyang_type_id: 2, monthly_fee: '$1,250.5' }).monthly_fee).toBe('1250.5');
    expect(messages(doyangSchema.safeParse({ name: 'A', doyang_type_id: 1, monthly_fee: 'mil' }))).toEqual([
      DOYANG_TEXTS.moneyInvalid,
    ]);
  });
  it('requires a name and a type', () => {
    expect(messages(doyangSchema.safeParse({ name: '' }))).toEqual([MSG.required, DOYANG_TEXTS.typeRequired]);
  });
});

describe('doyangBundleSchema', () => {
  const base = { name: 'paquete anual', price: '5000', doyang_category_id: 1 };
  it('refuses more than 24 monthly payments', () => {
    expect(messages(doyangBundleSchema.safeParse({ ...base, covers_monthly_payments_qty: 25 }))).toEqual([
      MSG.bundleTooManyPayments,
    ]);
    expect(doyangBundleSchema.safeParse({ ...base, covers_monthly_payments_qty: 24 }).success).toBe(true);
    expect(messages(doyangBundleSchema.safeParse({ ...base, monthly_payments: 25 }))).toEqual([MSG.bundleTooManyPayments]);
    expect(doyangBundleSchema.safeParse({ ...base, monthly_payments: 24 }).success).toBe(true);
  });
  it('allows anticipated payments only when a monthly payment is covered', () => {
    expect(anticipatedAllowed(0, true)).toBe(false);
    expect(anticipatedAllowed(2, true)).toBe(true);
    expect(anticipatedAllowed(2, false)).toBe(false);
  });
  it('answers the product texts for an item without product or quantity', () => {
    expect(messages(doyangBundleSchema.safeParse({ ...base, products: [{ product_id: 3, quantity: 0 }] }))).toEqual([
      MSG.bundleQuantityZero,
    ]);
    expect(messages(doyangBundleSchema.safeParse({ ...base, products: [{ product_id: '', quantity: 1 }] }))).toEqual([
      MSG.bundleProductMissing,
    ]);
  });
});

describe('doyangCategorySchema', () => {
  it('uppercases the name and checks prices', () => {
    expect(doyangCategorySchema.parse({ name: 'oro', inscription_price: '800', monthly_fee_price: 650 })).toEqual({
      name: 'ORO',
      inscription_price: '800',
      monthly_fee_price: '650',
    });
  });
});

describe('doyangPersonalSchema', () => {
  it('needs the person, in the spec text, and takes the scheme as optional', () => {
    expect(messages(doyangPersonalSchema.safeParse({ personal: '', doyang_surrogation_id: '' }))).toEqual([MSG.required]);
    expect(doyangPersonalSchema.parse({ personal: '9', doyang_surrogation_id: '' })).toEqual({
      personal: 9,
      doyang_surrogation_id: null,
    });
    expect(doyangPersonalSchema.parse({ personal: 9, doyang_surrogation_id: 2 })).toEqual({
      personal: 9,
      doyang_surrogation_id: 2,
    });
  });
});

describe('bundleItemSchema', () => {
  it("answers '¡La cantidad no puede ser 0!' for any quantity that is not a whole number above 0", () => {
    for (const qty of [0, -2, 1.5, 'dos', '']) {
      expect(messages(bundleItemSchema.safeParse({ product_id: 3, qty }))).toEqual([MSG.bundleQuantityZero]);
      // The older key is read as qty: its rule holds too.
      expect(messages(bundleItemSchema.safeParse({ product_id: 3, quantity: qty }))).toEqual([MSG.bundleQuantityZero]);
    }
    expect(bundleItemSchema.parse({ product_id: '3', qty: '2' })).toEqual({ product_id: 3, qty: 2, is_monthly_payment: false });
    expect(bundleItemSchema.parse({ product_id: 3, quantity: 2, is_monthly_payment: '1' })).toEqual({
      product_id: 3,
      qty: 2,
      is_monthly_payment: true,
    });
  });
});
