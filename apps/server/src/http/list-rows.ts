import { and, asc, desc, eq, getTableColumns, inArray, is, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { spanishContains, spanishKey } from '../db/spanish-text.ts';
import { notFound } from './errors.ts';
import { type ListQuery, pageOf } from './list-query.ts';
import { Q } from './query-params.ts';
import type { ResourceDef } from './resource.ts';

// The SQL of a table resource: one statement per list (filters, search, order, page and total) and per record.

type Row = Record<string, unknown>;

/** The part of a request body that belongs to the table itself (child lists go to afterWrite). */
export function ownColumns(def: ResourceDef, data: Row): Row {
  const columns = getTableColumns(def.table);
  return Object.fromEntries(Object.entries(data).filter(([k]) => k in columns && k !== 'id'));
}

/** Each equality filter takes what its column holds: yes/no for flags, id lists for numbers, text otherwise. */
export function filterParams(def: ResourceDef): Record<string, z.ZodType> {
  return {
    ...Object.fromEntries(
      Object.entries(def.filters ?? {}).map(([key, column]) => [
        key,
        column.dataType === 'boolean' ? Q.flag : column.dataType === 'number' ? Q.ids : Q.text,
      ]),
    ),
    ...Object.fromEntries(Object.entries(def.conditions ?? {}).map(([key, condition]) => [key, condition.param])),
  };
}

function selection(def: ResourceDef, q: Pick<ListQuery, 'with'>, withTotal: boolean) {
  const fields: Record<string, PgColumn | SQL.Aliased> = { ...getTableColumns(def.table) };
  for (const name of q.with) {
    const relation = def.relations?.[name];
    if (relation) fields[name] = sql`${relation}`.as(name);
  }
  if (withTotal) fields.__total = sql<number>`count(*) over()`.as('__total');
  return fields;
}

function whereOf(def: ResourceDef, q: ListQuery, scopeIds: number[] | null, today: string): SQL | undefined {
  const clauses: (SQL | undefined)[] = [];
  if (scopeIds && def.doyangColumn) clauses.push(scopeIds.length ? inArray(def.doyangColumn, scopeIds) : sql`false`);
  if (q.search && def.search.length) clauses.push(spanishContains(def.search, q.search));
  if (q.ids) clauses.push(q.ids.length ? inArray(def.table.id, q.ids) : sql`false`);
  for (const [key, column] of Object.entries(def.filters ?? {})) {
    const value = q.filters[key];
    if (value === undefined) continue;
    const list = value.split(',').filter(Boolean);
    clauses.push(list.length > 1 ? inArray(column, list) : eq(column, value));
  }
  for (const [key, condition] of Object.entries(def.conditions ?? {})) {
    const value = q.filters[key];
    if (value !== undefined) clauses.push(condition.where(value, today));
  }
  return and(...clauses);
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/** Text columns sort in Spanish order (every name of every catalogue); other columns and expressions as they are. */
const sortable = (value: PgColumn | SQL): PgColumn | SQL =>
  is(value, PgColumn) && TEXT_COLUMNS.has(value.columnType) ? spanishKey(value) : value;

function orderOf(def: ResourceDef, q: ListQuery): SQL[] {
  const requested = q.orderBy.filter((o) => def.orderable[o.field]);
  const orders = requested.length ? requested : [{ field: def.defaultOrder[0], dir: def.defaultOrder[1] }];
  const sqlOrders = orders.map((o) => {
    const value = sortable(def.orderable[o.field]);
    return o.dir === 'desc' ? desc(value) : asc(value);
  });
  return [...sqlOrders, asc(def.table.id)];
}

/** One list statement: filters, search, order, page and the total (window count) together. */
export async function listRows(db: Db, def: ResourceDef, q: ListQuery, scopeIds: number[] | null = null, today = '') {
  const paged = q.paginate && q.perPage > 0;
  let query = db
    .select(selection(def, q, q.paginate))
    .from(def.table as PgTable)
    .where(whereOf(def, q, scopeIds, today))
    .orderBy(...orderOf(def, q))
    .$dynamic();
  if (paged) query = query.limit(q.perPage).offset((q.page - 1) * q.perPage);
  const rows = (await query) as Row[];
  if (!q.paginate) return rows;
  let total = Number(rows[0]?.__total ?? 0);
  if (!rows.length && q.page > 1) {
    const [count] = await db
      .select({ n: sql<number>`count(*)` })
      .from(def.table as PgTable)
      .where(whereOf(def, q, scopeIds, today));
    total = Number(count.n);
  }
  return pageOf(
    rows.map(({ __total, ...r }) => r),
    total,
    q,
  );
}

export async function showRow(db: Db, def: ResourceDef, id: number, q: Pick<ListQuery, 'with'>): Promise<Row> {
  const [row] = (await db
    .select(selection(def, q, false))
    .from(def.table as PgTable)
    .where(eq(def.table.id, id))) as Row[];
  if (!row) throw notFound();
  return row;
}
