import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeProduct } from './stock-fixture.ts';

// The products catalogue (spec 03 §3, §5, §7): variants and sizes, names, one synonym, prices per role, deletes refused
// while moves point to them, and who may write it.

let t: TestApp;
let director: Actor;
let profesor: Actor;
let doyangId: number;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.as('director');
  doyangId = (await makeDoyang(t.app.db)).id;
  profesor = await t.as('profesor', { doyang: doyangId });
});
afterAll(() => t?.close());

describe('products (/api/products)', () => {
  it('creates with one synonym, a commission table and prices per role, and answers them', async () => {
    const table = (await director.call('POST', '/api/multilevel_discount_types', { name: 'mayoreo' })).json();
    const res = await director.call('POST', '/api/products', {
      name: 'careta nueva',
      price: '750',
      active: true,
      synonyms: ['casco'],
      multilevel_discount_type_id: table.id,
      role_prices: [
        { role_id: 6, price: '700.00' },
        { role_id: 5, price: '650.50' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'CARETA NUEVA',
      price: '750.00',
      synonym: 'CASCO',
      synonyms: ['CASCO'],
      multilevel_discount_type: { id: table.id, name: 'MAYOREO' },
      role_prices: [
        { role_id: 5, price: '650.50' },
        { role_id: 6, price: '700.00' },
      ],
      product_variants: [],
    });
    const id = res.json().id;
    const edited = await director.call('PUT', `/api/products/${id}`, { role_prices: [{ role_id: 5, price: '600' }] });
    expect(edited.json()).toMatchObject({ synonym: 'CASCO', role_prices: [{ role_id: 5, price: '600.00' }] });
    const found = (await director.call('GET', '/api/products?paginate=1&search=casco')).json();
    expect(found.data.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('refuses a second synonym, a blank name and a role that does not exist', async () => {
    const two = await director.call('POST', '/api/products', { name: 'x', price: '1', synonyms: ['a', 'b'] });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.synonyms).toEqual([MSG.oneSynonym]);
    const blank = await director.call('POST', '/api/products', { name: ' ', price: '1' });
    expect(blank.json().errors.name).toEqual([MSG.required]);
    const role = await director.call('POST', '/api/products', {
      name: 'y',
      price: '1',
      role_prices: [{ role_id: 999, price: '1' }],
    });
    expect(role.statusCode).toBe(422);
    const price = await director.call('POST', '/api/products', { name: 'z', price: '1.234' });
    expect(price.statusCode).toBe(422);
  });

  it('keeps variant and size names required and under 100 characters', async () => {
    const { productId, variantId } = await makeProduct(director);
    for (const [url, body] of [
      ['/api/product_variants', { product_id: productId }],
      ['/api/product_sizes', { product_variant_id: variantId }],
    ] as const) {
      const empty = await director.call('POST', url, { ...body, name: '' });
      expect(empty.json().errors.name).toEqual([MSG.required]);
      const long = await director.call('POST', url, { ...body, name: 'X'.repeat(101) });
      expect(long.json().errors.name).toEqual([MSG.nameTooLong]);
      expect((await director.call('POST', url, { ...body, name: 'X'.repeat(100) })).statusCode).toBe(201);
    }
  });

  it('answers variants and sizes in order, and saves a dragged order', async () => {
    const { productId, variantId } = await makeProduct(director, { sizes: ['G', 'CH', 'M'] });
    const second = (
      await director.call('POST', '/api/product_variants', { product_id: productId, name: 'negro', order: 2 })
    ).json();
    await director.call('PUT', `/api/product_variants/${second.id}`, { order: 0 });
    const product = (
      await director.call('GET', `/api/products/${productId}?with=product_variants,product_variants.product_sizes`)
    ).json();
    expect(product.product_variants.map((v: { name: string }) => v.name)).toEqual(['NEGRO', 'BLANCO']);
    expect(product.product_variants[1].product_sizes.map((s: { name: string }) => s.name)).toEqual(['G', 'CH', 'M']);
    const variant = (await director.call('GET', `/api/product_variants/${variantId}?with=product_sizes,product`)).json();
    expect(variant).toMatchObject({ product: { id: productId }, product_sizes: [{ name: 'G' }, { name: 'CH' }, { name: 'M' }] });
    const sizes = (await director.call('GET', `/api/product_sizes?product_variant_id=${variantId}`)).json();
    await director.call('PUT', `/api/product_sizes/${sizes[0].id}`, { order: 9 });
    const again = (await director.call('GET', `/api/product_sizes?product_variant_id=${variantId}`)).json();
    expect(again.map((s: { name: string }) => s.name)).toEqual(['CH', 'M', 'G']);
  });

  it('deletes a size without moves, refuses one with moves (and its variant and product) in Spanish', async () => {
    const { productId, variantId, sizeIds } = await makeProduct(director, { sizes: ['CH', 'M'] });
    expect((await director.call('DELETE', `/api/product_sizes/${sizeIds[1]}`)).statusCode).toBe(200);
    const entry = await profesor.call('POST', '/api/inventory_moves', {
      qty: 2,
      product_size_id: sizeIds[0],
      doyang_id: doyangId,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    for (const url of [`/api/product_sizes/${sizeIds[0]}`, `/api/product_variants/${variantId}`, `/api/products/${productId}`]) {
      const res = await director.call('DELETE', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors._).toEqual([MSG.inUse]);
    }
    const kept = await one<{ n: number }>(t.app.db, sql`select count(*)::int as n from product_sizes where id = ${sizeIds[0]}`);
    expect(kept?.n).toBe(1);
  });

  it('keeps the insurance (product 3): no variants, no delete', async () => {
    const variant = await director.call('POST', '/api/product_variants', { product_id: 3, name: 'anual' });
    expect(variant.json().errors.product_id).toEqual([MSG.insuranceHasNoStock]);
    expect((await director.call('DELETE', '/api/products/3')).statusCode).toBe(422);
  });

  it("is written only with 'Productos'; a professor reads it but cannot write", async () => {
    const { productId, sizeIds } = await makeProduct(director);
    expect((await profesor.call('GET', '/api/products')).statusCode).toBe(200);
    expect((await profesor.call('POST', '/api/products', { name: 'x', price: '1' })).statusCode).toBe(403);
    expect((await profesor.call('PUT', `/api/products/${productId}`, { price: '1' })).statusCode).toBe(403);
    expect((await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { name: 'XL' })).statusCode).toBe(403);
    expect((await profesor.call('DELETE', `/api/product_sizes/${sizeIds[0]}`)).statusCode).toBe(403);
    const kyosa = await t.as('kyosa', { doyang: doyangId });
    expect((await kyosa.call('GET', '/api/products')).statusCode).toBe(403);
    const trail = await rows<{ resource: string }>(
      t.app.db,
      sql`select distinct resource from audit_log where resource in ('products', 'product_variants', 'product_sizes') order by 1`,
    );
    expect(trail.map((r) => r.resource)).toEqual(['product_sizes', 'product_variants', 'products']);
  });
});
