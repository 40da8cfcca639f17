import { fillMessage, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventory_moves } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';

export type StockMove = {
  product_size_id: number;
  doyang_id: number;
  /** Positive an entry, negative an exit; never 0. */
  qty: number;
  observation?: string | null;
  reference?: string | null;
  receipt_id?: number | null;
  created_by: number;
};

/**
 * The one way stock changes: the size's stock in that doyang moves in the same statement that checks it, and the
 * move is written with the stock right after it. An exit beyond the stock is refused (422, keyed `key`), also when
 * many sales of the last units run at once: the UPDATE waits for the row and checks again what the other left.
 * Callers moving several sizes in one transaction move them in product_size_id order, so two sales never deadlock.
 */
export async function moveStock(db: Db, move: StockMove, key = 'qty'): Promise<{ id: number; total_after_move: number }> {
  const { product_size_id, doyang_id, qty } = move;
  const row =
    qty > 0
      ? await one<{ existance: number }>(
          db,
          sql`
          insert into product_stocks (product_size_id, doyang_id, existance, min_product)
          select ${product_size_id}, ${doyang_id}, ${qty}, s.min_product from product_sizes s where s.id = ${product_size_id}
          on conflict (product_size_id, doyang_id) do update set existance = product_stocks.existance + excluded.existance
          returning existance`,
        )
      : await one<{ existance: number }>(
          db,
          sql`
          update product_stocks set existance = existance + ${qty}
          where product_size_id = ${product_size_id} and doyang_id = ${doyang_id} and existance + ${qty} >= 0
          returning existance`,
        );
  if (!row) throw await notEnough(db, move, key);
  const [written] = await db
    .insert(inventory_moves)
    .values({ ...move, total_after_move: row.existance })
    .returning({ id: inventory_moves.id, total_after_move: inventory_moves.total_after_move });
  return written;
}

async function notEnough(db: Db, move: StockMove, key: string) {
  const found = await one<{ name: string | null; existance: number | null }>(
    db,
    sql`
    select concat_ws(' ', p.name, v.name, s.name) as name,
      (select st.existance from product_stocks st where st.product_size_id = s.id and st.doyang_id = ${move.doyang_id}) as existance
    from product_sizes s join product_variants v on v.id = s.product_variant_id join products p on p.id = v.product_id
    where s.id = ${move.product_size_id}`,
  );
  if (!found) return validationError({ [key]: [MSG.relatedMissing] });
  return validationError({
    [key]: [fillMessage(MSG.notEnoughStock, { name: found.name ?? '', available: found.existance ?? 0 })],
  });
}
