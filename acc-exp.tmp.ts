import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite('/tmp/doyang-bench-accounting/pglite', { extensions: { pg_trgm } });
await db.waitReady;
const where = `p.created_at >= ('2025-11-27'::date)::timestamp at time zone 'America/Mexico_City' and p.created_at < ('2026-11-28'::date)::timestamp at time zone 'America/Mexico_City'`;
const time = async (label: string, s: string, n = 6) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await db.query(s.replaceAll('$W', where)); ms.push(performance.now() - t0); }
  ms.sort((a, b) => a - b);
  console.log(label.padEnd(40), ms.map((x) => x.toFixed(0)).join(' '));
};
for (const s of process.argv.slice(2).filter((x) => x.startsWith('!'))) await db.exec(s.slice(1));
await time('count', 'select count(*) from payments p where $W');
await time('sum amount numeric', 'select sum(p.amount) from payments p where $W');
await time('5 numeric sums', 'select sum(p.amount), sum(p.cash_amount), sum(p.credit_amount), sum(p.debit_amount), sum(p.deposit_amount), count(*) from payments p where $W');
await time('5 bigint sums (cast)', 'select sum((p.amount*100)::bigint), sum((p.cash_amount*100)::bigint), sum((p.credit_amount*100)::bigint), sum((p.debit_amount*100)::bigint), sum((p.deposit_amount*100)::bigint), count(*) from payments p where $W');
await time('no filter count', 'select count(*) from payments p');
await db.close();
