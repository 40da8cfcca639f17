import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite('/tmp/doyang-bench-accounting/pglite', { extensions: { pg_trgm } });
await db.waitReady;
const where = `p.created_at >= ('2025-11-27'::date)::timestamp at time zone 'America/Mexico_City' and p.created_at < ('2026-11-28'::date)::timestamp at time zone 'America/Mexico_City'`;
const name = (a: string) => `(spanish_fold(${a}.name) || ' ' || spanish_fold(${a}.last_name) || coalesce(' ' || spanish_fold(${a}.second_last_name), '')) like spanish_fold('%RAMÍREZ%'::text)`;
const client = (form: 'array' | 'in') => form === 'array'
  ? `(p.client_user_id = any(array(select u.id from users u where ${name('u')})) or p.client_doyang_id = any(array(select x.id from doyangs x where spanish_fold(x.name) like spanish_fold('%RAMÍREZ%'::text))) or (p.gp_client_name is not null and spanish_fold(p.gp_client_name) like spanish_fold('%RAMÍREZ%'::text)))`
  : `(p.client_user_id in (select unnest(array(select u.id from users u where ${name('u')}))) or p.client_doyang_id in (select unnest(array(select x.id from doyangs x where spanish_fold(x.name) like spanish_fold('%RAMÍREZ%'::text)))) or (p.gp_client_name is not null and spanish_fold(p.gp_client_name) like spanish_fold('%RAMÍREZ%'::text)))`;
for (const form of ['array', 'in'] as const) {
  const s = `select sum(p.amount), sum(p.cash_amount), count(*) from payments p where ${where} and ${client(form)}`;
  const ms: number[] = [];
  for (let i = 0; i < 3; i++) { const t0 = performance.now(); await db.query(s); ms.push(performance.now() - t0); }
  console.log(form, ms.map((x) => x.toFixed(0)).join(' '));
  const plan = await db.query(`explain ${s}`);
  console.log((plan.rows as {'QUERY PLAN': string}[]).map((r) => r['QUERY PLAN']).join('\n'));
}
await db.close();
