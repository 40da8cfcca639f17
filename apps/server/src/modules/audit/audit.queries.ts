import type { AuditRecordAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { fullNameSql } from '../../session/session-user.queries.ts';

export type AuditFilters = {
  userId: number | null;
  resource: string | null;
  recordId: number | null;
  from: string | null;
  to: string | null;
};

export type AuditRow = AuditRecordAnswer & { __total: number };

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
