import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { openTestDatabase } from '../test/test-databases.ts';
import { asActor } from './audit-actor.ts';
import type { DbHandle } from './client.ts';
import { one } from './sql.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await openTestDatabase('reference');
  handle = fresh.handle;
  drop = fresh.drop;
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const lost = (code: string) => Object.assign(new Error('could not serialize access'), { code });
const name = (n: number) => `PRUEBA REINTENTO ${n}`;
const countOf = async (n: number) =>
  Number((await one<{ c: string }>(handle.db, sql`select count(*)::text as c from cities where name = ${name(n)}`))?.c);

describe('asActor: a transaction that lost to another', () => {
  it('runs again from the start after a deadlock or serialization failure, keeping only the last attempt', async () => {
    let attempts = 0;
    const answer = await asActor(handle.db, { id: 1 }, async (tx) => {
      attempts++;
      await tx.execute(sql`insert into cities (name) values (${name(1)})`);
      if (attempts === 1) throw lost('40P01');
      if (attempts === 2) throw lost('40001');
      return 'hecho';
    });
    expect(answer).toBe('hecho');
    expect(attempts).toBe(3);
    expect(await countOf(1)).toBe(1);
  });

  it('answers 409 in Spanish when it keeps losing, and changes nothing', async () => {
    const failing = asActor(handle.db, { id: 1 }, async (tx) => {
      await tx.execute(sql`insert into cities (name) values (${name(2)})`);
      throw lost('40001');
    });
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    await expect(failing).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/al mismo tiempo/) });
    expect(await countOf(2)).toBe(0);
  });

  it('does not run again for any other failure', async () => {
    let attempts = 0;
    const failing = asActor(handle.db, { id: 1 }, async () => {
      attempts++;
      throw lost('23505');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
