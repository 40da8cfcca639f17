import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  COMPETITION_TYPES,
  degreesByName,
  FOREIGNERS_MAX_ERROR_LINES,
  type ForeignerRow,
  fillMessage,
  foldedName,
  foldedPersonName,
  lineMessage,
  MSG,
  mapHeader,
  offeredCompetitions,
  personKey,
  readForeignerRow,
} from '@doyang/domain';
import type { Db } from '../../../db/client.ts';
import { validationError } from '../../../http/errors.ts';
import {
  addProspects,
  type Entry,
  insertCompetitors,
  insertForeignDoyangs,
  insertSabonims,
  loadDegrees,
  loadTournamentFlags,
  matchForeignDoyangs,
  matchPeople,
  matchSabonims,
  type PersonMatch,
  saveSomatometries,
} from './foreigners.queries.ts';
import type { CsvFile, LineErrors } from './foreigners-file.ts';

// The foreigners import (spec 03 §5, §7): what a file would create or match (the plan), and the plan carried out in
// the request's one transaction. Verify and upload share the plan, so what the dialog shows is what gets written.

type Named = { name: string; last_name: string; second_last_name: string | null };
// `isNew` is what the plan found; `id` is the match's, or the new row's once the plan is carried out.
type PlanDoyang = { key: string; name: string; city: string | null; id: number | null; isNew: boolean };
type PlanSabonim = { doyangKey: string; nameKey: string; person: Named; id: number | null; isNew: boolean };
type PlanUser = { line: number; row: ForeignerRow; match: PersonMatch | null; id: number | null };

export type Plan = { doyangs: PlanDoyang[]; sabonims: PlanSabonim[]; users: PlanUser[]; errors: LineErrors[] };

/**
 * Rows validated between two turns of the event loop. The import's work is its own, done on the thread that answers
 * everyone (PGlite's too): between these slices, and after each statement, other requests are answered (issue 22).
 */
const ROWS_PER_TURN = 250;

const emptyPlan = (errors: LineErrors[]): Plan => ({ doyangs: [], sabonims: [], users: [], errors });
const fullName = (p: Named) => [p.name, p.last_name, p.second_last_name].filter(Boolean).join(' ');

/** The valid rows of the file and every bad line (a person twice in the file is bad on the second line). */
async function readRows(db: Db, tournamentId: number, file: CsvFile, today: string) {
  const flags = await loadTournamentFlags(db, tournamentId);
  if (!flags) throw validationError({ tournament_id: [MSG.relatedMissing] });
  if (file.errors.length) return { rows: [], errors: file.errors };
  const header = mapHeader(file.header);
  if (header.errors.length) return { rows: [], errors: [{ line: 1, messages: header.errors }] };
  const ctx = { today, degrees: degreesByName(await loadDegrees(db)), offered: offeredCompetitions(flags) };
  const rows: { line: number; row: ForeignerRow }[] = [];
  const errors: LineErrors[] = [];
  const seen = new Map<string, number>();
  for (const [i, { line, cells }] of file.records.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const extra = cells.slice(file.header.length).some((c) => c.trim() !== '');
    const read = readForeignerRow(cells, header.columns, ctx);
    const messages = [...(extra ? [MSG.foreignersExtraCells] : []), ...(read.errors ?? [])];
    if (read.row) {
      const first = seen.get(personKey(read.row));
      if (first !== undefined) messages.push(fillMessage(MSG.foreignersRepeatedPerson, { line: first }));
      else seen.set(personKey(read.row), line);
    }
    if (messages.length) errors.push({ line, messages });
    else if (read.row) rows.push({ line, row: read.row });
  }
  return { rows, errors };
}

/** What the file would create and what it matches, without writing: one query per table. */
export async function planImport(db: Db, tournamentId: number, file: CsvFile, today: string): Promise<Plan> {
  const { rows, errors } = await readRows(db, tournamentId, file, today);
  if (!rows.length) return emptyPlan(errors);

  const doyangs = new Map<string, PlanDoyang>();
  for (const { row } of rows) {
    const key = foldedName(row.doyang);
    const known = doyangs.get(key);
    if (!known) doyangs.set(key, { key, name: row.doyang, city: row.city, id: null, isNew: true });
    else known.city ??= row.city;
  }
  await nextTurn();
  const foundDoyangs = await matchForeignDoyangs(db, [...doyangs.keys()]);
  for (const d of doyangs.values()) {
    d.id = foundDoyangs.get(d.key) ?? null;
    d.isNew = d.id === null;
  }

  const sabonims = new Map<string, PlanSabonim>();
  for (const { row } of rows) {
    if (!row.sabonim) continue;
    const doyangKey = foldedName(row.doyang);
    const nameKey = foldedPersonName(row.sabonim);
    const key = `${doyangKey}|${nameKey}`;
    // The first line's spelling is the one stored, as for the doyang.
    if (!sabonims.has(key)) sabonims.set(key, { doyangKey, nameKey, person: row.sabonim, id: null, isNew: true });
  }
  const existing = [...doyangs.values()].flatMap((d) => (d.id ? [d.id] : []));
  const foundSabonims = await matchSabonims(db, existing, [...new Set([...sabonims.values()].map((s) => s.nameKey))]);
  await nextTurn();
  for (const s of sabonims.values()) {
    const doyangId = doyangs.get(s.doyangKey)?.id;
    s.id = doyangId ? (foundSabonims.get(`${doyangId}|${s.nameKey}`) ?? null) : null;
    s.isNew = s.id === null;
  }

  const people = await matchPeople(
    db,
    tournamentId,
    rows.map((r) => r.row),
  );
  await nextTurn();
  const users = rows.map((r, i) => ({ ...r, match: people.get(i) ?? null, id: people.get(i)?.id ?? null }));
  return { doyangs: [...doyangs.values()], sabonims: [...sabonims.values()], users, errors };
}

/** The first bad lines as the 422 of an upload names them ('Línea 7: …'), then how many more there are. */
export function errorTexts(errors: LineErrors[]): string[] {
  const texts = errors.slice(0, FOREIGNERS_MAX_ERROR_LINES).flatMap((e) => e.messages.map((m) => lineMessage(e.line, m)));
  const more = errors.length - FOREIGNERS_MAX_ERROR_LINES;
  return more > 0 ? [...texts, fillMessage(MSG.foreignersMoreErrors, { count: more })] : texts;
}

/**
 * Carries out a plan without bad lines: new doyangs, their sabonims, new competitors, then everyone's weigh-in and
 * prospect row. Each table takes one statement; the request's transaction makes it all or nothing. What another
 * tournament's import wrote since the plan (the lock keeps this tournament's out) is found, not written again.
 */
export async function applyPlan(
  db: Db,
  plan: Plan,
  o: { tournamentId: number; responsibleId: number; actorId: number },
): Promise<void> {
  const doyangs = await insertForeignDoyangs(
    db,
    plan.doyangs.filter((d) => d.isNew),
    o.responsibleId,
  );
  for (const d of plan.doyangs.filter((d) => d.isNew)) {
    d.id = doyangs.ids.get(d.key) ?? null;
    d.isNew = doyangs.made.has(d.key);
  }
  const doyangOf = new Map(plan.doyangs.map((d) => [d.key, d.id as number]));
  await nextTurn();

  const sabonimKey = (s: PlanSabonim) => `${doyangOf.get(s.doyangKey)}|${s.nameKey}`;
  const newSabonims = plan.sabonims.filter((s) => s.isNew);
  const sabonims = await insertSabonims(
    db,
    newSabonims.map((s) => ({ ...s.person, key: sabonimKey(s), doyang_id: doyangOf.get(s.doyangKey) as number })),
  );
  for (const s of newSabonims) {
    s.id = sabonims.ids.get(sabonimKey(s)) ?? null;
    s.isNew = sabonims.made.has(sabonimKey(s));
  }
  await nextTurn();

  const userDoyang = (u: PlanUser) => doyangOf.get(foldedName(u.row.doyang)) as number;
  const newUsers = plan.users.filter((u) => u.match === null);
  const competitors = await insertCompetitors(
    db,
    newUsers.map((u) => ({ ...u.row, key: personKey(u.row), doyang_id: userDoyang(u) })),
  );
  for (const u of newUsers) {
    u.id = competitors.ids.get(personKey(u.row)) ?? null;
    u.match = competitors.found.get(personKey(u.row)) ?? null;
  }

  await nextTurn();
  const entries: Entry[] = plan.users.map((u) => ({ user_id: u.id as number, doyang_id: userDoyang(u), row: u.row }));
  await saveSomatometries(db, o.tournamentId, o.actorId, entries);
  await nextTurn();
  await addProspects(db, o.tournamentId, o.actorId, entries);
}

const count = <T>(list: T[], isNew: (item: T) => boolean) => ({
  new: list.filter(isNew).length,
  existing: list.filter((x) => !isNew(x)).length,
});

/** The answer of verify and upload: each doyang, sabonim and competitor, new or matched, with the counts. */
export function planSummary(plan: Plan) {
  const doyangName = new Map(plan.doyangs.map((d) => [d.key, d.name]));
  const newUser = (u: PlanUser) => u.match === null;
  return {
    doyangs: plan.doyangs.map((d) => ({ id: d.id, name: d.name, city: d.city, is_new: d.isNew })),
    sabonims: plan.sabonims.map((s) => ({
      id: s.id,
      full_name: fullName(s.person),
      doyang: doyangName.get(s.doyangKey) ?? '',
      is_new: s.isNew,
    })),
    users: plan.users.map((u) => ({
      id: u.id,
      line: u.line,
      full_name: fullName(u.row),
      birth_date: u.row.birth_date,
      sex: u.row.sex,
      degree: u.row.degree_name,
      weight_kg: u.row.weight_kg,
      height_m: u.row.height_m,
      doyang: u.row.doyang,
      competitions: u.row.competitions.map((id) => COMPETITION_TYPES[id]),
      is_new: newUser(u),
      current_doyang: u.match?.doyang_name ?? null,
      already_prospect: u.match?.already_prospect ?? false,
    })),
    counts: {
      doyangs: count(plan.doyangs, (d) => d.isNew),
      sabonims: count(plan.sabonims, (s) => s.isNew),
      users: count(plan.users, newUser),
      prospects: count(plan.users, (u) => !u.match?.already_prospect),
    },
    // The first bad lines and how many there are: the answer stays small whatever the file (issue 22).
    errors: plan.errors.slice(0, FOREIGNERS_MAX_ERROR_LINES),
    errors_total: plan.errors.length,
  };
}
