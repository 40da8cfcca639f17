import { setImmediate as nextTurn } from 'node:timers/promises';
import { COMPETITIONS, type ForeignerRow, foldedPersonName, personKey, ROLES, type TournamentFlags } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lockFor } from '../../../db/locks.ts';
import { foldedFullName } from '../../../db/relations.ts';
import { spanishFolded } from '../../../db/spanish-text.ts';
import { one, rows, sqlArray } from '../../../db/sql.ts';

// The foreigners import's reads and writes: one statement per table whatever the file's size (issue 12).

type Named = { name: string; last_name: string; second_last_name: string | null };

export async function loadTournamentFlags(db: Db, id: number): Promise<TournamentFlags | undefined> {
  const flags = sql.join(
    COMPETITIONS.map((c) => sql.identifier(c.flag)),
    sql`, `,
  );
  return one<TournamentFlags>(db, sql`select ${flags} from tournaments where id = ${id}`);
}

export const loadDegrees = (db: Db) => rows<{ id: number; name: string }>(db, sql`select id, name from degrees`);

/** Whether the zone responsible is active staff of a role that may answer for a doyang. */
export async function isZoneResponsible(db: Db, id: number, roles: readonly number[]): Promise<boolean> {
  const row = await one<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from users where id = ${id} and active and role_id in ${roles}) as ok`,
  );
  return row?.ok === true;
}

/** Foreign doyangs by folded name (the oldest when two fold alike). */
export async function matchForeignDoyangs(db: Db, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const found = await rows<{ key: string; id: number }>(
    db,
    sql`select distinct on (k) k as key, id from (select ${spanishFolded(sql`name`)} as k, id from doyangs where is_foreign) d
      where k in ${keys} order by k, id`,
  );
  return new Map(found.map((r) => [r.key, Number(r.id)]));
}

/** Staff of these doyangs by folded full name: `${doyang_id}|${name}` → user id. */
export async function matchSabonims(db: Db, doyangIds: number[], names: string[]): Promise<Map<string, number>> {
  if (!doyangIds.length || !names.length) return new Map();
  const found = await rows<{ doyang_id: number; key: string; id: number }>(
    db,
    sql`select distinct on (dp.doyang_id, ${foldedFullName('u')}) dp.doyang_id, ${foldedFullName('u')} as key, u.id
      from doyang_personal dp join users u on u.id = dp.user_id
      where dp.doyang_id in ${doyangIds} and ${foldedFullName('u')} in ${names}
      order by dp.doyang_id, ${foldedFullName('u')}, u.id`,
  );
  return new Map(found.map((r) => [`${r.doyang_id}|${r.key}`, Number(r.id)]));
}

export type PersonMatch = { id: number; doyang_name: string | null; already_prospect: boolean };

/**
 * People already in the system, by folded full name and birth date (the duplicate check's index answers), each with
 * whether the tournament has them as prospect. Keyed by the row's position in `people`.
 */
export async function matchPeople(
  db: Db,
  tournamentId: number,
  people: (Named & { birth_date: string })[],
): Promise<Map<number, PersonMatch>> {
  if (!people.length) return new Map();
  const column = (pick: (p: (typeof people)[number]) => string | null) => sqlArray(people.map(pick), 'text');
  const found = await rows<PersonMatch & { i: number }>(
    db,
    sql`select distinct on (k.i) k.i, u.id, d.name as doyang_name,
        exists (select 1 from tournament_prospects p where p.tournament_id = ${tournamentId} and p.user_id = u.id) as already_prospect
      from (select i - 1 as i, spanish_fold(name) as name, spanish_fold(last_name) as last_name,
          spanish_fold(coalesce(second_last_name, '')) as second_last_name, birth_date
        from unnest(${column((p) => p.name)}, ${column((p) => p.last_name)}, ${column((p) => p.second_last_name)},
          ${sqlArray(
            people.map((p) => p.birth_date),
            'date',
          )}) with ordinality as r(name, last_name, second_last_name, birth_date, i)) as k
      join users u on ${spanishFolded(sql`u.name`)} = k.name and ${spanishFolded(sql`u.last_name`)} = k.last_name
        and u.birth_date = k.birth_date and coalesce(${spanishFolded(sql`u.second_last_name`)}, '') = k.second_last_name
      left join doyangs d on d.id = u.doyang_id
      order by k.i, u.id`,
  );
  return new Map(
    found.map((r) => [Number(r.i), { id: Number(r.id), doyang_name: r.doyang_name, already_prospect: r.already_prospect }]),
  );
}

/**
 * One import of a tournament at a time: a second one waits here until the first commits, then plans what it left, so
 * the same file sent twice at once creates nothing twice (issue 22). Held to the end of the transaction.
 */
export const lockTournamentImport = (db: Db, tournamentId: number): Promise<void> =>
  lockFor(db, 'foreigners-import', tournamentId);

// Who the keys of migration 0021 name, written as the indexes are: ON CONFLICT finds its index by these expressions.
const PERSON_KEY = `spanish_fold(name), spanish_fold(last_name), coalesce(spanish_fold(second_last_name), '')`;
const COMPETITOR_KEY = sql.raw(`(${PERSON_KEY}, birth_date) where is_foreign and role_id = ${ROLES.ALUMNO}`);
const SABONIM_KEY = sql.raw(`(doyang_id, ${PERSON_KEY}) where is_foreign and role_id = ${ROLES.PROFESOR}`);

/** Rows in one order for every import, so two that write the same keys at once wait for each other, never deadlock. */
const byKey = <T extends { key: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * New foreign doyangs: inactive, so Home's cards and the active lists (the network's own schools) leave them out;
 * they answer to the zone responsible (docs/decisions.md, "Issue 12 — Foreigners CSV import"). A name another import
 * wrote meanwhile (another tournament's: the lock keeps this one's out) is not written again: that row is the match.
 * Answers folded name → id, and which of them this call made.
 */
export async function insertForeignDoyangs(
  db: Db,
  list: { key: string; name: string; city: string | null }[],
  responsibleId: number,
): Promise<{ ids: Map<string, number>; made: Set<string> }> {
  if (!list.length) return { ids: new Map(), made: new Set() };
  const sorted = byKey(list);
  const made = await rows<{ key: string; id: number }>(
    db,
    sql`insert into doyangs (name, city, doyang_type_id, is_foreign, active, parent_responsible_id)
      select name, city, 1, true, false, ${responsibleId}::int
      from unnest(${sqlArray(
        sorted.map((d) => d.name),
        'text',
      )}, ${sqlArray(
        sorted.map((d) => d.city),
        'text',
      )}) as x(name, city)
      on conflict (spanish_fold(name)) where is_foreign do nothing
      returning ${spanishFolded(sql`name`)} as key, id`,
  );
  const ids = new Map(made.map((d) => [d.key, Number(d.id)]));
  const taken = sorted.filter((d) => !ids.has(d.key)).map((d) => d.key);
  for (const [key, id] of await matchForeignDoyangs(db, taken)) ids.set(key, id);
  return { ids, made: new Set(made.map((d) => d.key)) };
}

const SABONIM_TITLE: SQL = sql`(select id from honorific_titles where name = 'SABONIM' order by id limit 1)`;

type NewSabonim = Named & { key: string; doyang_id: number };

/**
 * The foreign doyangs' teachers: professors on their doyang's staff, inactive and without e-mail or password (they
 * cannot sign in, and the network's staff pickers, which list active people, leave them out). One another import
 * wrote meanwhile is found instead. Answers `${doyang_id}|${folded full name}` → id, and which this call made.
 */
export async function insertSabonims(db: Db, list: NewSabonim[]): Promise<{ ids: Map<string, number>; made: Set<string> }> {
  if (!list.length) return { ids: new Map(), made: new Set() };
  const sorted = byKey(list);
  const made = await rows<{ id: number; doyang_id: number; name_key: string }>(
    db,
    sql`insert into users (role_id, honorific_title_id, name, last_name, second_last_name, doyang_id, active, is_foreign)
      select ${ROLES.PROFESOR}::int, ${SABONIM_TITLE}, name, last_name, second_last_name, doyang_id, false, true
      from unnest(${sqlArray(
        sorted.map((s) => s.name),
        'text',
      )}, ${sqlArray(
        sorted.map((s) => s.last_name),
        'text',
      )}, ${sqlArray(
        sorted.map((s) => s.second_last_name),
        'text',
      )}, ${sqlArray(
        sorted.map((s) => s.doyang_id),
        'int',
      )}) as x(name, last_name, second_last_name, doyang_id)
      on conflict ${SABONIM_KEY} do nothing
      returning id, doyang_id, ${foldedFullName('users')} as name_key`,
  );
  if (made.length) {
    await db.execute(sql`insert into doyang_personal (doyang_id, user_id)
      select * from unnest(${sqlArray(
        made.map((u) => Number(u.doyang_id)),
        'int',
      )}, ${sqlArray(
        made.map((u) => Number(u.id)),
        'int',
      )})`);
  }
  const ids = new Map(made.map((u) => [`${u.doyang_id}|${u.name_key}`, Number(u.id)]));
  const taken = sorted.filter((s) => !ids.has(s.key));
  const found = await matchSabonims(
    db,
    [...new Set(taken.map((s) => s.doyang_id))],
    [...new Set(taken.map((s) => foldedPersonName(s)))],
  );
  for (const s of taken) {
    const id = found.get(s.key);
    if (id) ids.set(s.key, id);
  }
  return { ids, made: new Set(made.map((u) => `${u.doyang_id}|${u.name_key}`)) };
}

type NewCompetitor = ForeignerRow & { key: string; doyang_id: number };

/**
 * New people per statement: each passes the users' name indexes and foreign keys, and on PGlite a statement holds the
 * server's one thread; in slices of this size another user waits a fraction of a second, not the whole import.
 */
const USERS_PER_STATEMENT = 500;

type MadeCompetitor = Named & { id: number; birth_date: string };

function insertCompetitorRows(db: Db, list: NewCompetitor[]) {
  const column = (pick: (r: NewCompetitor) => string | number | null, type: Parameters<typeof sqlArray>[1]) =>
    sqlArray(list.map(pick), type);
  return rows<MadeCompetitor>(
    db,
    sql`insert into users (role_id, name, last_name, second_last_name, birth_date, sex, degree_id, doyang_id, weight_kg,
        height_m, city, active, is_foreign)
      select ${ROLES.ALUMNO}::int, name, last_name, second_last_name, birth_date, sex, degree_id, doyang_id, weight_kg,
        height_m, city, true, true
      from unnest(${column((r) => r.name, 'text')}, ${column((r) => r.last_name, 'text')},
        ${column((r) => r.second_last_name, 'text')}, ${column((r) => r.birth_date, 'date')}, ${column((r) => r.sex, 'int')},
        ${column((r) => r.degree_id, 'int')}, ${column((r) => r.doyang_id, 'int')}, ${column((r) => r.weight_kg, 'numeric')},
        ${column((r) => r.height_m, 'numeric')}, ${column((r) => r.city, 'text')})
        as x(name, last_name, second_last_name, birth_date, sex, degree_id, doyang_id, weight_kg, height_m, city)
      on conflict ${COMPETITOR_KEY} do nothing
      returning id, name, last_name, second_last_name, birth_date::text as birth_date`,
  );
}

/**
 * New competitors: active students of their foreign doyang (the tournament's candidate rules read active students).
 * One another import wrote meanwhile is not written again: `found` has that match. Answers personKey → id.
 */
export async function insertCompetitors(
  db: Db,
  list: NewCompetitor[],
): Promise<{ ids: Map<string, number>; found: Map<string, PersonMatch> }> {
  if (!list.length) return { ids: new Map(), found: new Map() };
  const sorted = byKey(list);
  const made: MadeCompetitor[] = [];
  for (let start = 0; start < sorted.length; start += USERS_PER_STATEMENT) {
    if (start > 0) await nextTurn();
    made.push(...(await insertCompetitorRows(db, sorted.slice(start, start + USERS_PER_STATEMENT))));
  }
  const ids = new Map(made.map((c) => [personKey(c), Number(c.id)]));
  const taken = sorted.filter((c) => !ids.has(c.key));
  // Whether they are prospects is not asked (no tournament has id 0): the prospects' insert keeps any row there is.
  const matches = await matchPeople(db, 0, taken);
  const found = new Map<string, PersonMatch>();
  taken.forEach((c, i) => {
    const match = matches.get(i);
    if (!match) return;
    ids.set(c.key, match.id);
    found.set(c.key, match);
  });
  return { ids, found };
}

export type Entry = { user_id: number; doyang_id: number; row: ForeignerRow };

/** The file's weigh-in is the tournament's latest: a second import replaces the first one's figures. */
export async function saveSomatometries(db: Db, tournamentId: number, actorId: number, list: Entry[]): Promise<void> {
  if (!list.length) return;
  await db.execute(sql`insert into tournament_somatometries (tournament_id, user_id, weight_kg, height_m, recorded_by)
    select ${tournamentId}::int, user_id, weight_kg, height_m, ${actorId}::int
    from unnest(${sqlArray(
      list.map((e) => e.user_id),
      'int',
    )}, ${sqlArray(
      list.map((e) => e.row.weight_kg),
      'numeric',
    )}, ${sqlArray(
      list.map((e) => e.row.height_m),
      'numeric',
    )}) as x(user_id, weight_kg, height_m)
    on conflict (tournament_id, user_id) do update set weight_kg = excluded.weight_kg, height_m = excluded.height_m,
      recorded_by = excluded.recorded_by, updated_at = now()`);
}

/** Prospects with the competitions they pay; someone already a prospect keeps their row (and any result) as it is. */
export async function addProspects(db: Db, tournamentId: number, actorId: number, list: Entry[]): Promise<void> {
  if (!list.length) return;
  const pays = sql.join(
    COMPETITIONS.map((c) => sql.identifier(c.pay)),
    sql`, `,
  );
  const payArrays = COMPETITIONS.map((c) =>
    sqlArray(
      list.map((e) => e.row.competitions.includes(c.id)),
      'bool',
    ),
  );
  await db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, added_by, ${pays})
    select ${tournamentId}::int, user_id, doyang_id, ${actorId}::int, ${pays}
    from unnest(${sqlArray(
      list.map((e) => e.user_id),
      'int',
    )}, ${sqlArray(
      list.map((e) => e.doyang_id),
      'int',
    )}, ${sql.join(payArrays, sql`, `)}) as x(user_id, doyang_id, ${pays})
    on conflict (tournament_id, user_id) do nothing`);
}
