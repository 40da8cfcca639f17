import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/sql.ts';
import { type ListQuery, type Page, pageOf } from './list-query.ts';

/** How a field of `orderBy[field]` sorts: an expression, or one that depends on the direction asked. */
export type OrderExpression = SQL | ((dir: 'asc' | 'desc') => SQL);

/**
 * A list over any SQL (the query toolkit's `listRows` for hand-written statements): the statement selects one page
 * given its order and page clause and counts with `count(*) over() as __total`; the toolkit reads the list
 * conventions (orderBy, paginate, page, perPage), keeps pages stable with the tie-breaker and shapes the answer.
 */
export type SqlListSource = {
  statement: (order: SQL, page: SQL) => SQL;
  orderable: Record<string, OrderExpression>;
  /** The order when the request names no orderable field (empty: the tie-breaker alone). */
  defaultOrder: SQL[];
  tieBreaker: SQL;
  /** The total when a page past the end comes back empty (the window count then has no row to ride on). */
  count: () => Promise<number>;
};

/** The ORDER BY of a list: the requested orderable fields (or the default), then the tie-breaker. */
export function orderOf(source: Pick<SqlListSource, 'orderable' | 'defaultOrder' | 'tieBreaker'>, q: ListQuery): SQL {
  const requested = q.orderBy.filter((o) => source.orderable[o.field]);
  const parts = requested.map((o) => {
    const expression = source.orderable[o.field];
    return typeof expression === 'function' ? expression(o.dir) : sql`${expression} ${sql.raw(o.dir)}`;
  });
  return sql.join([...(parts.length ? parts : source.defaultOrder), source.tieBreaker], sql`, `);
}

/** LIMIT/OFFSET of the page asked, or nothing for every row. */
export const pageClause = (q: ListQuery): SQL =>
  q.paginate && q.perPage > 0 ? sql`limit ${q.perPage} offset ${(q.page - 1) * q.perPage}` : sql``;

/** One statement per list: the page (or every row) and its total, shaped as DESIGN.md §4 answers it. */
export async function listSqlRows<T extends Record<string, unknown>>(
  db: Db,
  source: SqlListSource,
  q: ListQuery,
): Promise<T[] | Page<T>> {
  const result = await rows<T & { __total?: number | string }>(db, source.statement(orderOf(source, q), pageClause(q)));
  const data = result.map(({ __total, ...row }) => row as unknown as T);
  if (!q.paginate) return data;
  let total = Number(result[0]?.__total ?? 0);
  if (!result.length && q.page > 1) total = await source.count();
  return pageOf(data, total, q);
}
