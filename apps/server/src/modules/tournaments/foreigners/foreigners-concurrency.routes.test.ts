import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { eventually } from '../../../test/eventually.ts';
import { makeDoyang } from '../../../test/factories.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { competitorsFile, newTournament, postForeigners } from './foreigners-fixture.ts';

// The same foreigners file sent several times at once, to two server processes on one PostgreSQL (issue 22, finding
// 3): the imports of a tournament run one after another, each planned after the one before it committed, and keys
// on what names a foreign doyang, sabonim and competitor keep a second copy out whatever the tournament.
let t: TestApp;
let apps: FastifyInstance[];
let director: Actor;
let zone: Actor;

/** What the file of `tag` left in the database, and the prospects of `tournaments`. */
async function made(tag: string, tournaments: number[]) {
  return one<Record<string, number>>(
    t.app.db,
    sql`select
      (select count(*)::int from doyangs where name like ${`DOYANG ${tag} %`}) as doyangs,
      (select count(*)::int from users where name like ${`NOMBRE${tag}%`}) as competitors,
      (select count(*)::int from users u join doyang_personal dp on dp.user_id = u.id
        where u.last_name = 'DEL DOYANG' and u.second_last_name like ${`${tag}%`}) as sabonims,
      (select count(*)::int from tournament_prospects p join users u on u.id = p.user_id
        where u.name like ${`NOMBRE${tag}%`} and p.tournament_id in ${tournaments}) as prospects,
      (select count(*)::int from tournament_somatometries s join users u on u.id = s.user_id
        where u.name like ${`NOMBRE${tag}%`} and s.tournament_id in ${tournaments}) as weigh_ins`,
  );
}

/** `count` uploads at once, alternating between the two apps; every answer is a 201 or a Spanish refusal. */
async function uploadsAtOnce(count: number, file: string, tournamentOf: (i: number) => number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      postForeigners(
        apps[i % 2],
        'upload',
        director,
        { tournament_id: tournamentOf(i), parent_responsible_id: zone.user.id },
        file,
      ),
    ),
  );
  for (const res of answers) {
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    if (res.statusCode !== 201) expect(res.json()).toEqual({ message: MSG.concurrentChange });
  }
  expect(answers.some((res) => res.statusCode === 201)).toBe(true);
  return answers;
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  apps = [t.app, (await t.twin()).app];
  director = await t.as('director');
  zone = await t.as('profesor-certificado', { doyang: (await makeDoyang(t.app.db)).id });
});
afterAll(() => t?.close());

describe('the keys of what the import makes', () => {
  it('a second copy of a competitor or sabonim is refused by the database; a doyang renamed onto another, in Spanish', async () => {
    const tournament = await newTournament(t.app.db, 'COPA DE LLAVES');
    const res = await postForeigners(
      t.app,
      'upload',
      director,
      { tournament_id: tournament, parent_responsible_id: zone.user.id },
      competitorsFile(4, 2, 'K'),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    for (const who of [sql`name = 'NOMBREK0'`, sql`last_name = 'DEL DOYANG' and second_last_name = 'K0'`]) {
      const copy = t.app.db.execute(sql`insert into users (role_id, name, last_name, second_last_name, birth_date, doyang_id,
          is_foreign) select role_id, name, last_name, second_last_name, birth_date, doyang_id, true from users where ${who}`);
      await expect(copy).rejects.toMatchObject({ cause: { code: '23505' } });
    }
    const ids = res.json().doyangs.map((d: { id: number }) => d.id);
    const rename = (id: number) => t.call('PUT', `/api/doyangs/${id}`, director.token, { name: 'LOBOS DEL SUR' });
    expect((await rename(ids[0])).statusCode).toBe(200);
    const second = await rename(ids[1]);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ _: [MSG.duplicateRecord] });
  });
});

describe.runIf(onPostgres)('the foreigners import sent several times at once', () => {
  const once = { doyangs: 3, competitors: 30, sabonims: 3, prospects: 30, weigh_ins: 30 };

  it('twice: exactly what one import makes', async () => {
    const tournament = await newTournament(t.app.db, 'COPA DOBLE');
    const answers = await uploadsAtOnce(2, competitorsFile(30, 3, 'D'), () => tournament);
    expect(await made('D', [tournament])).toEqual(once);
    // The second, planned after the first committed, found everyone.
    const news = answers.filter((r) => r.statusCode === 201).map((r) => r.json().counts.users.new);
    expect(news.sort()).toEqual(answers.length === news.length ? [0, 30] : [30]);
  });

  it('ten times, across two server processes: exactly what one import makes', async () => {
    const tournament = await newTournament(t.app.db, 'COPA DE DIEZ');
    await uploadsAtOnce(10, competitorsFile(30, 3, 'T'), () => tournament);
    expect(await made('T', [tournament])).toEqual(once);
  });

  it('an import waits for the same tournament’s import in progress, then plans what it left', async () => {
    const tournament = await newTournament(t.app.db, 'COPA EN ESPERA');
    // The import in progress: its transaction holds the tournament's lock and has written a doyang of the file.
    const other = new pg.Client({ connectionString: t.config.databaseUrl as string });
    await other.connect();
    await other.query('begin');
    await other.query(`select pg_advisory_xact_lock(hashtext('foreigners-import'), $1::int)`, [tournament]);
    await other.query(`insert into doyangs (name, doyang_type_id, is_foreign, active) values ('DOYANG W 0', 1, true, false)`);
    const pending = postForeigners(
      apps[1],
      'upload',
      director,
      { tournament_id: tournament, parent_responsible_id: zone.user.id },
      competitorsFile(30, 3, 'W'),
    );
    const waitsForTheLock = async () =>
      Boolean(await one<{ pid: number }>(t.app.db, sql`select pid from pg_locks where locktype = 'advisory' and not granted`));
    try {
      expect(await eventually(waitsForTheLock, 5000)).toBe(true);
    } finally {
      await other.query('commit');
      await other.end();
    }
    const res = await pending;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().counts.doyangs).toEqual({ new: 2, existing: 1 });
    expect(await made('W', [tournament])).toEqual(once);
  });

  it('for two tournaments at once: each person and doyang once, a prospect of both', async () => {
    const tournaments = [await newTournament(t.app.db, 'COPA NORTE'), await newTournament(t.app.db, 'COPA SUR')];
    const answers = await uploadsAtOnce(6, competitorsFile(30, 3, 'S'), (i) => tournaments[i % 2]);
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await made('S', tournaments)).toEqual({ ...once, prospects: 60, weigh_ins: 60 });
  });
});
