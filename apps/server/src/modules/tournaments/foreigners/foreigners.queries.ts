import { COMPETITIONS, type ForeignerRow, ROLES, type TournamentFlags } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { foldedFullName } from '../../../db/relations.ts';
import { doyang_personal, doyangs, tournament_prospects, tournament_somatometries, users } from '../../../db/schema/index.ts';
import { spanishFolded } from '../../../db/spanish-text.ts';
import { one, rows } from '../../../db/sql.ts';

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
  const fold = (s: string | null) => sql`spanish_fold(${s ?? ''}::text)`;
  const values = sql.join(
    people.map(
      (p, i) => sql`(${i}::int, ${fold(p.name)}, ${fold(p.last_name)}, ${fold(p.second_last_name)}, ${p.birth_date}::date)`,
    ),
    sql`, `,
  );
  const found = await rows<PersonMatch & { i: number }>(
    db,
    sql`select distinct on (k.i) k.i, u.id, d.name as doyang_name,
        exists (select 1 from tournament_prospects p where p.tournament_id = ${tournamentId} and p.user_id = u.id) as already_prospect
      from (values ${values}) as k(i, name, last_name, second_last_name, birth_date)
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
 * New foreign doyangs: inactive, so Home's cards and the active lists (the network's own schools) leave them out;
 * they answer to the zone responsible (docs/decisions.md, "Issue 12 — Foreigners CSV import").
 */
export async function insertForeignDoyangs(db: Db, list: { name: string; city: string | null }[], responsibleId: number) {
  if (!list.length) return [];
  return db
    .insert(doyangs)
    .values(
      list.map((d) => ({
        name: d.name,
        city: d.city,
        doyang_type_id: 1,
        is_foreign: true,
        active: false,
        parent_responsible_id: responsibleId,
      })),
    )
    .returning({ id: doyangs.id, name: doyangs.name });
}

const SABONIM_TITLE: SQL = sql`(select id from honorific_titles where name = 'SABONIM' order by id limit 1)`;

/**
 * The foreign doyangs' teachers: professors on their doyang's staff, inactive and without e-mail or password (they
 * cannot sign in, and the network's staff pickers, which list active people, leave them out).
 */
export async function insertSabonims(db: Db, list: (Named & { doyang_id: number })[]) {
  if (!list.length) return [];
  const made = await db
    .insert(users)
    .values(
      list.map((s) => ({
        role_id: ROLES.PROFESOR,
        honorific_title_id: SABONIM_TITLE,
        name: s.name,
        last_name: s.last_name,
        second_last_name: s.second_last_name,
        doyang_id: s.doyang_id,
        active: false,
      })),
    )
    .returning({
      id: users.id,
      doyang_id: users.doyang_id,
      name: users.name,
      last_name: users.last_name,
      second: users.second_last_name,
    });
  await db.insert(doyang_personal).values(made.map((u) => ({ doyang_id: Number(u.doyang_id), user_id: u.id })));
  return made.map((u) => ({
    id: u.id,
    doyang_id: Number(u.doyang_id),
    name: u.name,
    last_name: u.last_name,
    second_last_name: u.second,
  }));
}

/** New competitors: active students of their foreign doyang (the tournament's candidate rules read active students). */
export async function insertCompetitors(db: Db, list: (ForeignerRow & { doyang_id: number })[]) {
  if (!list.length) return [];
  return db
    .insert(users)
    .values(
      list.map((r) => ({
        role_id: ROLES.ALUMNO,
        name: r.name,
        last_name: r.last_name,
        second_last_name: r.second_last_name,
        birth_date: r.birth_date,
        sex: r.sex,
        degree_id: r.degree_id,
        doyang_id: r.doyang_id,
        weight_kg: r.weight_kg,
        height_m: r.height_m,
        city: r.city,
        active: true,
      })),
    )
    .returning({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      second_last_name: users.second_last_name,
      birth_date: users.birth_date,
    });
}

export type Entry = { user_id: number; doyang_id: number; row: ForeignerRow };

/** The file's weigh-in is the tournament's latest: a second import replaces the first one's figures. */
export async function saveSomatometries(db: Db, tournamentId: number, actorId: number, list: Entry[]): Promise<void> {
  if (!list.length) return;
  await db
    .insert(tournament_somatometries)
    .values(
      list.map((e) => ({
        tournament_id: tournamentId,
        user_id: e.user_id,
        weight_kg: e.row.weight_kg,
        height_m: e.row.height_m,
        recorded_by: actorId,
      })),
    )
    .onConflictDoUpdate({
      target: [tournament_somatometries.tournament_id, tournament_somatometries.user_id],
      set: {
        weight_kg: sql`excluded.weight_kg`,
        height_m: sql`excluded.height_m`,
        recorded_by: sql`excluded.recorded_by`,
        updated_at: sql`now()`,
      },
    });
}

/** Prospects with the competitions they pay; someone already a prospect keeps their row (and any result) as it is. */
export async function addProspects(db: Db, tournamentId: number, actorId: number, list: Entry[]): Promise<void> {
  if (!list.length) return;
  await db
    .insert(tournament_prospects)
    .values(
      list.map((e) => ({
        tournament_id: tournamentId,
        user_id: e.user_id,
        doyang_id: e.doyang_id,
        added_by: actorId,
        ...Object.fromEntries(COMPETITIONS.map((c) => [c.pay, e.row.competitions.includes(c.id)])),
      })),
    )
    .onConflictDoNothing({ target: [tournament_prospects.tournament_id, tournament_prospects.user_id] });
}
