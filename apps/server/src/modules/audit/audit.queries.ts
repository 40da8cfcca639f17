import { type AuditRecordAnswer, auditNameKey, auditReferenceOf } from '@doyang/domain';
import { getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import * as schema from '../../db/schema/index.ts';
import { rows, sqlArray } from '../../db/sql.ts';
import { fullNameSql } from '../../session/session-user.queries.ts';

export type AuditFilters = {
  userId: number | null;
  resource: string | null;
  recordId: number | null;
  from: string | null;
  to: string | null;
};

export type AuditRow = Omit<AuditRecordAnswer, 'names'> & { __total: number };

/**
 * One page of the trail, newest first (ids are bigint, read as numbers: node-postgres answers bigint as text), with the names of who wrote and who they were acting as, in one
 * statement. Days are the product's calendar (Mexico City): `to` includes the whole day.
 */
export function listAuditRows(db: Db, f: AuditFilters, page: { limit: number; offset: number }, timeZone: string) {
  return rows<AuditRow>(
    db,
    sql`select a.id::float8 as id, to_json(a.at) as at, a.user_id, a.impersonator_id, a.resource,
      a.record_id::float8 as record_id, a.action, a.before, a.after,
      (select ${fullNameSql} from users u where u.id = a.user_id) as user_name,
      (select ${fullNameSql} from users u where u.id = a.impersonator_id) as impersonator_name,
      count(*) over()::int as __total
    from audit_log a
    where (${f.userId}::int is null or a.user_id = ${f.userId}::int)
      and (${f.resource}::text is null or a.resource = ${f.resource}::text)
      and (${f.recordId}::bigint is null or a.record_id = ${f.recordId}::bigint)
      and (${f.from}::date is null or a.at >= (${f.from}::date)::timestamp at time zone ${timeZone})
      and (${f.to}::date is null or a.at < (${f.to}::date + 1)::timestamp at time zone ${timeZone})
    order by a.at desc, a.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
}

/** The tables that have history, for the list's resource filter. */
export const auditedResources = (db: Db) =>
  rows<{ resource: string }>(db, sql`select distinct resource from audit_log order by resource`);

/** Every table's columns, from the schema the migrations match (resource-answers.test.ts keeps them together). */
const COLUMNS = new Map<string, Set<string>>(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => [getTableName(t), new Set(Object.values(getTableColumns(t)).map((c) => c.name))]),
);

/** How a record of `table` (aliased x) is called: its name, its person's, or what it is of; null: by its number. */
function nameSql(table: string): SQL | null {
  const columns = COLUMNS.get(table);
  if (!columns?.has('id')) return null;
  if (table === 'users') return fullName('x');
  if (table === 'tournament_graphs') return sql`'Gráfica ' || x.graph_number`;
  if (table === 'tournament_graph_decisions')
    return sql`(select 'Gráfica ' || g.graph_number from tournament_graphs g where g.id = x.graph_id) || ', encuentro ' || x.encounter`;
  if (table === 'tournament_areas') return sql`'Área ' || x.area_number`;
  if (columns.has('name')) return sql`x.name`;
  if (columns.has('user_id')) return sql`(select ${fullName('u')} from users u where u.id = x.user_id)`;
  return null;
}

type Page = Pick<AuditRecordAnswer, 'resource' | 'record_id' | 'before' | 'after'>[];

/** The records a page points at: each entry's own and every id its columns hold, by table. */
export function wantedNames(page: Page): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  const want = (table: string | undefined, id: unknown) => {
    if (!table || !nameSql(table) || !Number.isSafeInteger(Number(id)) || id === null || id === '') return;
    const ids = wanted.get(table) ?? new Set<number>();
    ids.add(Number(id));
    wanted.set(table, ids);
  };
  for (const entry of page) {
    want(entry.resource, entry.record_id);
    for (const snapshot of [entry.before, entry.after])
      for (const [column, value] of Object.entries(snapshot ?? {})) want(auditReferenceOf(column), value);
  }
  return wanted;
}

/**
 * The names of the records a page points at, in one statement whatever the page holds ('users:7' → the person's
 * name); a record deleted since is absent, and the history shows its number.
 */
export async function auditNames(db: Db, wanted: Map<string, Set<number>>): Promise<Map<string, string>> {
  const parts = [...wanted].map(
    ([table, ids]) => sql`select ${table}::text as t, x.id::float8 as id, (${nameSql(table)})::text as name
      from ${sql.identifier(table)} x where x.id = any(${sqlArray([...ids], 'int')})`,
  );
  if (!parts.length) return new Map();
  const found = await rows<{ t: string; id: number; name: string | null }>(db, sql.join(parts, sql` union all `));
  return new Map(found.filter((r) => r.name).map((r) => [auditNameKey(r.t, r.id), r.name as string]));
}

/** The names one entry uses, out of the page's: its record's (or, deleted, the name it had) and its columns'. */
export function namesOf(entry: Page[number], all: Map<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  const keep = (table: string | undefined, id: unknown) => {
    const key = table ? auditNameKey(table, id) : '';
    const name = all.get(key);
    if (name) names[key] = name;
  };
  keep(entry.resource, entry.record_id);
  const own = auditNameKey(entry.resource, entry.record_id);
  const kept = entry.after?.name ?? entry.before?.name;
  if (!names[own] && entry.record_id !== null && typeof kept === 'string') names[own] = kept;
  for (const snapshot of [entry.before, entry.after])
    for (const [column, value] of Object.entries(snapshot ?? {})) keep(auditReferenceOf(column), value);
  return names;
}
