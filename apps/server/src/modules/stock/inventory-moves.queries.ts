import { formatDayMonYear } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spanishContains } from '../../db/spanish-text.ts';
import { one } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import type { ListQuery } from '../../http/list-query.ts';
import { listSqlRows } from '../../http/sql-list.ts';

// Entradas/Salidas: a doyang's moves, newest first, filtered and paged in one statement (the index on
// (doyang_id, created_at, id) serves the page; (product_size_id, doyang_id) a size's history).

type Row = Record<string, unknown>;

export type MoveFilters = {
  /** The doyangs whose moves are read: one, the caller's, or null for the whole network (general direction). */
  doyangIds: number[] | null;
  productId: number | null;
  variantId: number | null;
  sizeId: number | null;
  onlyIns: boolean;
  onlyOuts: boolean;
  from: string | null;
  to: string | null;
  search: string | null;
  timeZone: string;
};

const FULL_NAME = sql`concat_ws(' ', p.name, v.name, s.name)`;

function columns(withSize: boolean, timeZone: string): SQL {
  const size = withSize
    ? sql`, json_build_object('id', s.id, 'name', s.name, 'full_name', ${FULL_NAME}, 'product_variant_id', v.id,
        'product_id', p.id) as product_size`
    : sql``;
  return sql`m.id, m.product_size_id, m.doyang_id, m.qty, m.total_after_move, m.observation, m.reference, m.receipt_id,
    m.created_by, to_json(m.created_at) #>> '{}' as created_at, m.qty > 0 as is_turn_in,
    to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day ${size}`;
}

const FROM = sql`inventory_moves m
  join product_sizes s on s.id = m.product_size_id
  join product_variants v on v.id = s.product_variant_id
  join products p on p.id = v.product_id`;

function whereOf(f: MoveFilters): SQL {
  const c: SQL[] = [sql`true`];
  if (f.doyangIds) c.push(f.doyangIds.length ? sql`m.doyang_id in ${f.doyangIds}` : sql`false`);
  if (f.productId) c.push(sql`v.product_id = ${f.productId}`);
  if (f.variantId) c.push(sql`s.product_variant_id = ${f.variantId}`);
  if (f.sizeId) c.push(sql`m.product_size_id = ${f.sizeId}`);
  if (f.onlyIns) c.push(sql`m.qty > 0`);
  if (f.onlyOuts) c.push(sql`m.qty < 0`);
  if (f.from) c.push(sql`m.created_at >= (${f.from}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.to) c.push(sql`m.created_at < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`);
  if (f.search) c.push(spanishContains([FULL_NAME, sql`coalesce(m.reference, '')`, sql`coalesce(m.observation, '')`], f.search));
  return sql.join(c, sql` and `);
}

/** The answered move: its day as DD/MON/YYYY. */
const shaped = ({ day, ...row }: Row): Row => ({ ...row, parsed_created_at: formatDayMonYear(day as string) });

export async function listMoves(db: Db, q: ListQuery, f: MoveFilters, withSize: boolean) {
  const where = whereOf(f);
  const list = await listSqlRows<Row>(
    db,
    {
      orderable: { created_at: sql`m.created_at`, id: sql`m.id` },
      defaultOrder: [sql`m.created_at desc`],
      tieBreaker: sql`m.id desc`,
      statement: (order, page) =>
        sql`select ${columns(withSize, f.timeZone)}, count(*) over()::int as __total from ${FROM} where ${where}
          order by ${order} ${page}`,
      count: async () =>
        Number((await one<{ n: number }>(db, sql`select count(*)::int as n from ${FROM} where ${where}`))?.n ?? 0),
    },
    q,
  );
  return Array.isArray(list) ? list.map(shaped) : { ...list, data: list.data.map(shaped) };
}

export async function showMove(db: Db, id: number, timeZone: string): Promise<Row> {
  const row = await one<Row>(db, sql`select ${columns(true, timeZone)} from ${FROM} where m.id = ${id}`);
  if (!row) throw notFound();
  return shaped(row);
}
