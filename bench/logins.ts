import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { DbHandle } from '../apps/server/src/db/client.ts';

// A refused login takes as long for an unknown e-mail or an inactive user as for a known one (no account enumeration
// by timing; issue 9): each spends one argon2 verification, which auth.routes.test.ts checks; the times are here.
// Target: unknown ÷ known and inactive ÷ known about 1 (once 0.1–0.2, before the dummy verification).

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureLogins(config: Config, handle: DbHandle): Promise<void> {
  // An app of its own: the same e-mail refused this often would meet the login rate limit.
  const app = await buildApp({ config: { ...config, loginRateLimit: 1000 }, db: handle.db, listen: handle.listen });
  await app.ready();
  // The demo's inactive people have no e-mail: one with a password, made once (a kept bench database has it already).
  const inactive = 'inactivo.bench@demo.mx';
  await handle.db.execute(sql`insert into users (name, last_name, role_id, email, password, active)
    select 'BENCH', 'INACTIVO', u.role_id, ${inactive}, u.password, false from users u where u.id = 1
    on conflict (email) do nothing`);
  const refused = async (email: string) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'no-es-esta' } });
    if (res.statusCode !== 401) throw new Error(`login ${email}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return performance.now() - t0;
  };
  await refused('calentando@demo.mx');
  // Taken in turns, so a busy moment of the machine weighs on every kind alike.
  const kinds = [
    ['known e-mail', 'director@demo.mx'],
    ['unknown e-mail', 'nadie@demo.mx'],
    ['inactive user', inactive],
  ] as const;
  const times = new Map<string, number[]>(kinds.map(([label]) => [label, []]));
  for (let round = 0; round < 15; round++) for (const [label, email] of kinds) times.get(label)?.push(await refused(email));
  const known = median(times.get('known e-mail') ?? [0]);
  const parts = kinds.map(([label]) => {
    const m = median(times.get(label) ?? [0]);
    return `${label} ${m.toFixed(1)} ms${label === 'known e-mail' ? '' : ` (${(m / known).toFixed(2)}×)`}`;
  });
  await app.close();
  console.log(`${'POST /api/login refused (median of 15 each, target: the same time)'.padEnd(100)} ${parts.join(', ')}`);
}
