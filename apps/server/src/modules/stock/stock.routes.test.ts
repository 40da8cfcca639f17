import { fillMessage, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeProduct } from './stock-fixture.ts';

// INVENTARIO, INVENTARIO DEL PRODUCTO and Entradas/Salidas (spec 03 §2, §5, §6, §7): entries and exits through
// moveStock, a doyang's minimum and counted stock, the list of moves and its filters, and the doyang scope.

let t: TestApp;
let director: Actor;
let profesor: Actor;
let otherProfesor: Actor;
let a: number;
let b: number;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.as('director');
  a = (await makeDoyang(t.app.db)).id;
  b = (await makeDoyang(t.app.db)).id;
  profesor = await t.as('profesor', { doyang: a });
  otherProfesor = await t.as('profesor', { doyang: b });
});
afterAll(() => t?.close());

const move = (who: Actor, body: Record<string, unknown>) => who.call('POST', '/api/inventory_moves', body);

type Size = { id: number; name: string; existance: number; min_product: number };
async function sizesIn(who: Actor, doyang: number, productId: number): Promise<Size[]> {
  const res = await who.call('GET', `/api/products/${productId}?doyang_id=${doyang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product_variants.flatMap((v: { product_sizes: Size[] }) => v.product_sizes);
}

describe('entries and exits (POST /api/inventory_moves)', () => {
  it('an entry adds, an exit (negative qty) takes away, each with the stock after it', async () => {
    const { productId, sizeIds } = await makeProduct(director, { sizes: ['CH', 'M'] });
    const entry = await move(profesor, {
      qty: 5,
      product_size_id: sizeIds[0],
      doyang_id: a,
      reference: 'compra',
      observation: 'Proveedor',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json()).toMatchObject({ qty: 5, total_after_move: 5, is_turn_in: true, reference: 'COMPRA' });
    expect(entry.json().product_size.full_name).toMatch(/^PRODUCTO \d+ BLANCO CH$/);
    const exit = await move(profesor, { qty: -2, product_size_id: sizeIds[0], doyang_id: a });
    expect(exit.json()).toMatchObject({ qty: -2, total_after_move: 3, is_turn_in: false });
    const sizes = await sizesIn(profesor, a, productId);
    expect(sizes.map((s) => [s.name, s.existance])).toEqual([
      ['CH', 3],
      ['M', 0],
    ]);
    // Another doyang holds nothing of it.
    expect((await sizesIn(director, b, productId)).map((s) => s.existance)).toEqual([0, 0]);
  });

  it('refuses an exit beyond the stock with the Spanish message, and a zero quantity', async () => {
    const { sizeIds } = await makeProduct(director, { sizes: ['G'] });
    await move(profesor, { qty: 2, product_size_id: sizeIds[0], doyang_id: a });
    const beyond = await move(profesor, { qty: -3, product_size_id: sizeIds[0], doyang_id: a });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.qty[0]).toMatch(/^No hay existencia suficiente de PRODUCTO \d+ BLANCO G: quedan 2\.$/);
    const none = await move(profesor, { qty: -1, product_size_id: sizeIds[0], doyang_id: b });
    expect(none.statusCode).toBe(403);
    const never = await move(director, { qty: -1, product_size_id: sizeIds[0], doyang_id: b });
    expect(never.json().errors.qty).toEqual([
      fillMessage(MSG.notEnoughStock, { name: never.json().errors.qty[0].split(' de ')[1].split(':')[0], available: 0 }),
    ]);
    const zero = await move(profesor, { qty: 0, product_size_id: sizeIds[0], doyang_id: a });
    expect(zero.json().errors.qty).toEqual([MSG.stockQuantityInvalid]);
    const missing = await move(profesor, { qty: 1, product_size_id: 999999, doyang_id: a });
    expect(missing.statusCode).toBe(422);
  });

  it("needs 'Entradas/Salidas' update and the doyang: another doyang's professor and a kyosa are refused", async () => {
    const { productId, sizeIds } = await makeProduct(director);
    expect((await move(otherProfesor, { qty: 1, product_size_id: sizeIds[0], doyang_id: a })).statusCode).toBe(403);
    const kyosa = await t.as('kyosa', { doyang: a });
    expect((await move(kyosa, { qty: 1, product_size_id: sizeIds[0], doyang_id: a })).statusCode).toBe(403);
    // A kyosa given Entradas/Salidas read only: reads the moves, does not move stock nor set a minimum.
    const reader = await t.as('kyosa', { doyang: a });
    expect((await reader.call('GET', `/api/inventory_moves?doyang_id=${a}`)).statusCode).toBe(403);
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", "read", "update", "delete")
      select ${reader.user.id}, id, false, true, false, false from permissions where name = 'Entradas/Salidas'`);
    await t.sessionsChanged();
    const readerMove = await move(reader, { qty: 1, product_size_id: sizeIds[0], doyang_id: a });
    expect(readerMove.statusCode).toBe(403);
    expect((await reader.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { min_product: 2, doyang_id: a })).statusCode).toBe(403);
    expect((await reader.call('GET', `/api/inventory_moves?doyang_id=${a}`)).statusCode).toBe(200);
    // Another doyang's stock and moves are not read.
    expect((await otherProfesor.call('GET', `/api/products/${productId}?doyang_id=${a}`)).statusCode).toBe(403);
    expect((await otherProfesor.call('GET', `/api/products?doyang_id=${a}`)).statusCode).toBe(403);
    expect((await otherProfesor.call('GET', `/api/inventory_moves?doyang_id=${a}`)).statusCode).toBe(403);
    const own = (await otherProfesor.call('GET', '/api/inventory_moves?page=1')).json();
    expect(own.data.every((m: { doyang_id: number }) => m.doyang_id === b)).toBe(true);
  });
});

describe("a doyang's minimum and counted stock (PUT /api/product_sizes/{id})", () => {
  it('sets that doyang’s minimum only; a negative one is refused', async () => {
    const { productId, sizeIds } = await makeProduct(director, { min: 1 });
    const set = await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { min_product: 4, doyang_id: a });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ min_product: 4, existance: 0 });
    expect((await sizesIn(director, b, productId))[0].min_product).toBe(1);
    const negative = await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { min_product: -1, doyang_id: a });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.min_product).toEqual([MSG.stockMinimumInvalid]);
    expect(
      (await otherProfesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { min_product: 1, doyang_id: a })).statusCode,
    ).toBe(403);
    const negativeDefault = await director.call('POST', '/api/product_sizes', {
      product_variant_id: 1,
      name: 'X',
      min_product: -2,
    });
    expect(negativeDefault.statusCode).toBe(422);
  });

  it('a counted stock writes the difference as one AJUSTE DE INVENTARIO move, never an edit', async () => {
    const { sizeIds } = await makeProduct(director);
    await move(profesor, { qty: 7, product_size_id: sizeIds[0], doyang_id: a });
    const counted = await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, {
      quantity: 4,
      doyang_id: a,
      inventory: true,
    });
    expect(counted.json()).toMatchObject({ existance: 4 });
    await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { quantity: 4, doyang_id: a, inventory: true });
    await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, { quantity: 9, doyang_id: a, inventory: true });
    const moves = await rows<{ qty: number; reference: string | null; total_after_move: number }>(
      t.app.db,
      sql`select qty, reference, total_after_move from inventory_moves where product_size_id = ${sizeIds[0]} order by id`,
    );
    expect(moves).toEqual([
      { qty: 7, reference: null, total_after_move: 7 },
      { qty: -3, reference: MSG.stockAdjustReference, total_after_move: 4 },
      { qty: 5, reference: MSG.stockAdjustReference, total_after_move: 9 },
    ]);
    const negative = await profesor.call('PUT', `/api/product_sizes/${sizeIds[0]}`, {
      quantity: -1,
      doyang_id: a,
      inventory: true,
    });
    expect(negative.json().errors.quantity).toEqual([MSG.stockCountInvalid]);
  });
});

describe('INVENTARIO (GET /api/products?doyang_id=) and Entradas/Salidas (GET /api/inventory_moves)', () => {
  it('lists products 20 a page with every size’s stock in one statement, stocked ones only when asked', async () => {
    const res = await profesor.call(
      'GET',
      `/api/products?doyang_id=${a}&page=1&stocked=1&with=product_variants,product_variants.product_sizes`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.per_page).toBe(20);
    expect(page.data.some((p: { id: number }) => p.id === 3)).toBe(false);
    expect(page.data[0].product_variants[0].product_sizes[0]).toHaveProperty('existance');
  });

  it('filters by product, variant, size, entries, exits, dates and text, newest first, 20 a page', async () => {
    const doyang = (await makeDoyang(t.app.db)).id;
    const keeper = await t.as('profesor', { doyang });
    const one = await makeProduct(director, { sizes: ['CH', 'M'] });
    const two = await makeProduct(director, { sizes: ['G'] });
    for (let i = 0; i < 21; i++)
      await move(keeper, { qty: 1, product_size_id: one.sizeIds[0], doyang_id: doyang, reference: 'compra' });
    await move(keeper, { qty: -1, product_size_id: one.sizeIds[0], doyang_id: doyang, observation: 'regalo al campeón' });
    await move(keeper, { qty: 3, product_size_id: one.sizeIds[1], doyang_id: doyang });
    await move(keeper, { qty: 2, product_size_id: two.sizeIds[0], doyang_id: doyang });
    const list = (q: string) =>
      keeper.call('GET', `/api/inventory_moves?doyang_id=${doyang}&orderBy[created_at]=desc&with=product_size&${q}`);
    const first = (await list('page=1')).json();
    expect(first).toMatchObject({ total: 24, per_page: 20, last_page: 2 });
    expect(first.data[0]).toMatchObject({ qty: 2, total_after_move: 2, product_size: { name: 'G' } });
    expect(first.data[0].parsed_created_at).toMatch(/^\d{2}\/[A-Z]{3}\/\d{4}$/);
    const count = async (q: string) => (await list(`page=1&${q}`)).json().total;
    expect(await count(`product_id=${one.productId}`)).toBe(23);
    expect(await count(`product_variant_id=${two.variantId}`)).toBe(1);
    expect(await count(`product_size_id=${one.sizeIds[1]}`)).toBe(1);
    expect(await count('only_outs=1')).toBe(1);
    expect(await count('only_ins=1')).toBe(23);
    expect(await count('search=campeon')).toBe(1);
    expect(await count(`search=${encodeURIComponent('blanco m')}`)).toBe(1);
    const today = first.data[0].created_at.slice(0, 10);
    expect(await count('from_date=2000-01-01&to_date=2000-12-31')).toBe(0);
    expect(await count(`from_date=2000-01-01`)).toBe(24);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await list('from_date=2024-02-31')).statusCode).toBe(422);
  });
});
