import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { nextNumber } from '../../test/factories.ts';
import { moveStock } from '../stock/index.ts';

// Rows the sale tests make for themselves: a product with one variant and one size, stocked in a doyang by an entry.

export type SizeRow = { product_id: number; variant_id: number; size_id: number; name: string };

export async function makeSize(db: Db, o: { price?: string; prize?: string | null; name?: string } = {}): Promise<SizeRow> {
  const name = o.name ?? `DOBOK PRUEBA ${nextNumber()}`;
  const product = await one<{ id: number }>(
    db,
    sql`insert into products (name, price) values (${name}, ${o.price ?? '650.00'}) returning id`,
  );
  const variant = await one<{ id: number }>(
    db,
    sql`insert into product_variants (product_id, name, "order") values (${product?.id}, 'BLANCO', 1) returning id`,
  );
  const size = await one<{ id: number }>(
    db,
    sql`insert into product_sizes (product_variant_id, name, prize, "order", min_product)
      values (${variant?.id}, '4', ${o.prize ?? null}, 1, 2) returning id`,
  );
  return { product_id: Number(product?.id), variant_id: Number(variant?.id), size_id: Number(size?.id), name };
}

/** An entry of `qty` units of the size into the doyang's stock (the one way stock moves). */
export async function stock(db: Db, sizeId: number, doyangId: number, qty: number, by = 1): Promise<void> {
  await moveStock(db, { product_size_id: sizeId, doyang_id: doyangId, qty, reference: 'COMPRA INICIAL', created_by: by });
}

export const existance = async (db: Db, sizeId: number, doyangId: number) =>
  Number(
    (
      await one<{ n: number }>(
        db,
        sql`select existance as n from product_stocks where product_size_id = ${sizeId} and doyang_id = ${doyangId}`,
      )
    )?.n ?? 0,
  );

/** A note of the point of sale, with a fresh key unless given. */
export const note = (doyangId: number, items: object[], extra: Record<string, unknown> = {}) => ({
  note_key: randomUUID(),
  doyang_id: doyangId,
  noteItems: items,
  ...extra,
});
