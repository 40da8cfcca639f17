import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite('/tmp/doyang-bench-accounting/pglite', { extensions: { pg_trgm } });
await db.waitReady;
const where = `p.created_at >= ('2025-11-27'::date)::timestamp at time zone 'America/Mexico_City' and p.created_at < ('2026-11-28'::date)::timestamp at time zone 'America/Mexico_City'`;
const name = `(spanish_fold(u.name) || ' ' || spanish_fold(u.last_name) || coalesce(' ' || spanish_fold(u.second_last_name), '')) like spanish_fold('%RAMÍREZ%'::text)`;
const time = async (label: string, s: string, n = 4) => {
  const ms: number[] = [];
  let out = '';
  for (let i = 0; i < n; i++) { const t0 = performance.now(); const r = await db.query(s.replaceAll('$W', where).replaceAll('$N', name)); out = JSON.stringify(r.rows[0]).slice(0, 80); ms.push(performance.now() - t0); }
  ms.sort((a, b) => a - b);
  console.log(label.padEnd(30), ms.map((x) => x.toFixed(0)).join(' '), out);
};
await time('array', 'select count(*), sum(p.amount) from payments p where $W and p.client_user_id = any(array(select u.id from users u where $N))');
await time('in unnest array', 'select count(*), sum(p.amount) from payments p where $W and p.client_user_id in (select unnest(array(select u.id from users u where $N)))');
await time('in subquery', 'select count(*), sum(p.amount) from payments p where $W and p.client_user_id in (select u.id from users u where $N)');
await time('users matched', 'select count(*) from users u where $N');
await time('doyang1 array', 'select count(*), sum(p.amount) from payments p where $W and p.doyang_id = 1 and p.client_user_id = any(array(select u.id from users u where $N))');
await time('doyang1 in unnest', 'select count(*), sum(p.amount) from payments p where $W and p.doyang_id = 1 and p.client_user_id in (select unnest(array(select u.id from users u where $N)))');
await time('batch 1000 csv', `select p.id, p.created_at::text, to_char(p.created_at at time zone 'America/Mexico_City','YYYY-MM-DD') as day, coalesce(nullif(concat_ws(' ', cl.name, cl.last_name, cl.second_last_name), ''), cd.name, p.gp_client_name) as client_name, d.name, pc.name, r.total from payments p join doyangs d on d.id = p.doyang_id left join payment_concepts pc on pc.id = p.payment_concept_id left join receipts r on r.id = p.receipt_id left join users cl on cl.id = p.client_user_id left join doyangs cd on cd.id = p.client_doyang_id left join users pb on pb.id = p.paid_by where $W and (p.created_at, p.id) > ('2026-03-01'::timestamptz, 0) order by p.created_at, p.id limit 1000`);
await time('batch 1000 ids only', `select p.id from payments p where $W and (p.created_at, p.id) > ('2026-03-01'::timestamptz, 0) order by p.created_at, p.id limit 1000`);
await db.close();
