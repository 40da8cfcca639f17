import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
beforeAll(async () => {
  t = await createTestApp({}, 60);
  [director, profesor] = await Promise.all([t.login('director@demo.mx'), t.login('profesor@demo.mx')]);
});
afterAll(() => t?.close());

describe('doyang categories', () => {
  it('creates, lists and guards categories', async () => {
    const created = await t.call('POST', '/api/doyang_categories', director, {
      name: 'diamante',
      inscription_price: '900',
      monthly_fee_price: '700.50',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'DIAMANTE',
      inscription_price: '900.00',
      monthly_fee_price: '700.50',
      doyangs_count: 0,
    });
    expect(
      (await t.call('POST', '/api/doyang_categories', profesor, { name: 'x', inscription_price: 1, monthly_fee_price: 1 }))
        .statusCode,
    ).toBe(403);
    const list = (await t.call('GET', '/api/doyang_categories?paginate=1', director)).json();
    expect(list.total).toBeGreaterThanOrEqual(4);
  });

  it('requisites: empty name refused, per-doyang toggle stored, delete', async () => {
    const category = (await t.call('GET', '/api/doyang_categories?search=oro', director)).json()[0];
    const empty = await t.call('POST', '/api/doyang_category_requisites', director, {
      name: ' ',
      doyang_category_id: category.id,
    });
    expect(empty.json().errors.name).toEqual([MSG.fieldNotEmpty]);
    const req = (
      await t.call('POST', '/api/doyang_category_requisites', director, {
        name: 'Tatami de 100 m²',
        doyang_category_id: category.id,
      })
    ).json();
    expect(req.doyangs).toEqual([]);
    const toggled = await t.call('PUT', `/api/doyang_category_requisites/${req.id}`, director, { doyangs: [3, 1, 3] });
    expect(toggled.json().doyangs).toEqual([1, 3]);
    const list = (
      await t.call('GET', `/api/doyang_category_requisites?doyang_category_id=${category.id}&with=doyangs`, director)
    ).json();
    expect(list.find((r: { id: number }) => r.id === req.id).doyangs).toEqual([1, 3]);
    expect((await t.call('DELETE', `/api/doyang_category_requisites/${req.id}`, director)).statusCode).toBe(200);
  });
});

describe('doyang bundles', () => {
  it('keeps products with quantities and answers the bundle texts', async () => {
    const category = (await t.call('GET', '/api/doyang_categories', director)).json()[0];
    const base = { name: 'paquete inicio', price: '1500', doyang_category_id: category.id };
    const tooMany = await t.call('POST', '/api/doyang_bundles', director, { ...base, covers_monthly_payments_qty: 25 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.covers_monthly_payments_qty).toEqual([MSG.bundleTooManyPayments]);
    // The older names carry the same rules: a misnamed key is never a way around them.
    const tooManyOld = await t.call('POST', '/api/doyang_bundles', director, { ...base, monthly_payments: 25 });
    expect(tooManyOld.statusCode).toBe(422);
    expect(tooManyOld.json().message).toBe(MSG.bundleTooManyPayments);
    const zero = await t.call('POST', '/api/doyang_bundles', director, { ...base, products: [{ product_id: 1, qty: 0 }] });
    expect(zero.json().errors['products.0.qty']).toEqual([MSG.bundleQuantityZero]);
    const zeroOld = await t.call('POST', '/api/doyang_bundles', director, {
      ...base,
      products: [{ product_id: 1, quantity: 0 }],
    });
    expect(zeroOld.json().errors['products.0.qty']).toEqual([MSG.bundleQuantityZero]);
    const noProduct = await t.call('POST', '/api/doyang_bundles', director, {
      ...base,
      products: [{ product_id: null, qty: 2 }],
    });
    expect(noProduct.json().errors['products.0.product_id']).toEqual([MSG.bundleProductMissing]);

    const products = (await t.call('GET', '/api/products', profesor)).json();
    expect(products.length).toBeGreaterThan(3);
    const created = await t.call('POST', '/api/doyang_bundles', director, {
      ...base,
      covers_monthly_payments_qty: 0,
      covers_insurance: true,
      ancticipated_monthly_payments: true,
      products: [
        { product_id: products[0].id, qty: 1, is_monthly_payment: true },
        { product_id: products[1].id, qty: 2 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const bundle = created.json();
    expect(bundle).toMatchObject({
      name: 'PAQUETE INICIO',
      price: '1500.00',
      ancticipated_monthly_payments: false,
      covers_insurance: true,
    });
    expect(bundle.products).toHaveLength(2);
    expect(bundle.products).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_id: products[0].id, qty: 1, is_monthly_payment: true })]),
    );

    const edited = await t.call('PUT', `/api/doyang_bundles/${bundle.id}`, director, {
      covers_monthly_payments_qty: 3,
      ancticipated_monthly_payments: true,
      products: [{ product_id: products[1].id, qty: 4 }],
    });
    expect(edited.json()).toMatchObject({ covers_monthly_payments_qty: 3, ancticipated_monthly_payments: true });
    expect(edited.json().products).toEqual([
      expect.objectContaining({ product_id: products[1].id, qty: 4, is_monthly_payment: false }),
    ]);
    // The older name still edits the count, under its rule.
    const older = await t.call('PUT', `/api/doyang_bundles/${bundle.id}`, director, { monthly_payments: 5 });
    expect(older.json()).toMatchObject({ covers_monthly_payments_qty: 5 });

    const newest = (
      await t.call(
        'GET',
        `/api/doyang_bundles?doyang_category_id=${category.id}&paginate=1&perPage=5&orderBy[created_at]=desc`,
        director,
      )
    ).json();
    expect(newest.data[0].id).toBe(bundle.id);
    expect(newest.per_page).toBe(5);
  });
});

describe('genealogy', () => {
  // The multilevel schemes are tested with the commissions (modules/commissions/surrogations.routes.test.ts).
  it('builds the teacher → student tree from user 1, several levels deep', async () => {
    const tree = (await t.call('GET', '/api/genealogy', profesor)).json();
    expect(tree).toMatchObject({ id: 1, full_name: 'JORGE MENDOZA DÍAZ' });
    const depth = (n: { children: unknown[] }): number =>
      1 + Math.max(0, ...n.children.map((c) => depth(c as { children: unknown[] })));
    const count = (n: { children: unknown[] }): number =>
      1 + n.children.reduce((a: number, c) => a + count(c as { children: unknown[] }), 0);
    expect(depth(tree)).toBeGreaterThanOrEqual(4);
    expect(count(tree)).toBeGreaterThan(60);
  });
});

describe('partial updates', () => {
  it('a PUT changes only the keys it sends (defaults never reset stored flags)', async () => {
    const category = (await t.call('GET', '/api/doyang_categories', director)).json()[0];
    const created = (
      await t.call('POST', '/api/doyang_bundles', director, {
        name: 'todo incluido',
        price: '100',
        doyang_category_id: category.id,
        for_everyone: true,
        covers_inscription: true,
      })
    ).json();
    const renamed = (await t.call('PUT', `/api/doyang_bundles/${created.id}`, director, { name: 'todo incluido 2' })).json();
    expect(renamed).toMatchObject({ name: 'TODO INCLUIDO 2', for_everyone: true, covers_inscription: true });
    const doyang = (await t.call('PUT', '/api/doyangs/5', director, { can_sell_gp: true })).json();
    expect(doyang.can_sell_gp).toBe(true);
    expect((await t.call('PUT', '/api/doyangs/5', director, { phone2: '5512121212' })).json()).toMatchObject({
      can_sell_gp: true,
      active: true,
    });
  });
});
