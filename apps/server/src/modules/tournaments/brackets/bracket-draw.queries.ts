import { categoryFitFor, type DrawCompetitor, type DrawnSlot, drawCategory, freeSlot } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows, sqlArray } from '../../../db/sql.ts';
import {
  type FitTournament,
  fitBounds,
  fitCompetitors,
  loadFitCategories,
  loadFitProspects,
  mixingMaxAge,
} from '../categories/tournament-fit.queries.ts';
import { lockBracketNumbering, lockBrackets } from './bracket-locks.queries.ts';

// `add_missing_graphs=1` (spec 03 §7; issue 13): every prospect goes, for each competition they pay, into a bracket of
// their category. A category drawn for the first time is drawn whole (bracket-draw.ts); a late prospect takes a free
// slot of a bracket nobody has competed in yet, else the late ones are drawn into new brackets. Rules: decisions.md.

type Existing = {
  id: number;
  tournament_category_id: number;
  competition_type_id: number;
  graph_number: number;
  slots: number[];
  decided: boolean;
};

type Seat = { graph_id: number; user_id: number; intra_graph_number: number; competition_type_id: number };
type NewBracket = {
  category_id: number;
  competition_type_id: number;
  graph_number: number;
  is_exhibition: boolean;
  table_name: number | null;
  slots: DrawnSlot[];
};

export type DrawOutcome = { brackets: number; competitors: number; without_category: number };

const groupKey = (category: number, competition: number) => `${category}:${competition}`;

export async function drawMissingBrackets(tx: Db, tournament: FitTournament): Promise<DrawOutcome> {
  // Late prospects take seats only in brackets nobody has competed in yet. Those are held first (lowest id first, as
  // every bracket write) and everything is read after: a decision made meanwhile either waits for the draw or is seen
  // by it, so no seat lands behind a decision's back (issue 22; migration 0019 refuses one that would).
  const open = await rows<{ id: number }>(
    tx,
    sql`select g.id from tournament_graphs g where g.tournament_id = ${tournament.id}
      and not exists (select 1 from tournament_graph_decisions d where d.graph_id = g.id)`,
  );
  const held = new Set(
    await lockBrackets(
      tx,
      open.map((g) => g.id),
    ),
  );
  await lockBracketNumbering(tx, tournament.id);
  const [prospects, categories, seated, existing] = await Promise.all([
    loadFitProspects(tx, tournament.id, sql`true`, { byName: false }),
    loadFitCategories(tx, tournament.id),
    rows<{ user_id: number; competition_type_id: number }>(
      tx,
      sql`select user_id, competition_type_id from tournament_graph_users where tournament_id = ${tournament.id}`,
    ),
    rows<Existing>(
      tx,
      sql`select g.id, g.tournament_category_id, g.competition_type_id, g.graph_number,
          coalesce((select array_agg(gu.intra_graph_number) from tournament_graph_users gu where gu.graph_id = g.id), '{}') as slots,
          exists (select 1 from tournament_graph_decisions d where d.graph_id = g.id) as decided
        from tournament_graphs g where g.tournament_id = ${tournament.id} order by g.id`,
    ),
  ]);
  const already = new Set(seated.map((s) => `${s.competition_type_id}:${s.user_id}`));
  const bounds = fitBounds(categories);
  const mixing = mixingMaxAge(tournament);
  const missing = new Map<string, { category: (typeof bounds)[number]; competition: number; members: DrawCompetitor[] }>();
  let withoutCategory = 0;
  for (const competitor of fitCompetitors(tournament, prospects))
    for (const competition of competitor.competitions) {
      if (already.has(`${competition}:${competitor.prospect.user_id}`)) continue;
      // Several fits (the categories screen reports them): the first by name, so the draw never skips anybody.
      const [category] = categoryFitFor(competitor, bounds, competition, mixing).categories;
      if (!category) {
        withoutCategory += 1;
        continue;
      }
      const key = groupKey(category.id, competition);
      const group = missing.get(key) ?? { category, competition, members: [] };
      group.members.push({ user_id: competitor.prospect.user_id, doyang_id: competitor.prospect.doyang_id });
      missing.set(key, group);
    }

  const seats: Seat[] = [];
  const fresh: NewBracket[] = [];
  for (const { category, competition, members } of missing.values()) {
    const own = existing.filter((g) => g.tournament_category_id === category.id && g.competition_type_id === competition);
    const late: DrawCompetitor[] = [];
    for (const member of [...members].sort((a, b) => a.user_id - b.user_id)) {
      const open = own
        // Only into a bracket held since before the read (one made meanwhile counts for numbering, takes no seat).
        .filter((g) => !g.decided && held.has(g.id) && freeSlot(g.slots) !== null)
        .sort((a, b) => a.slots.length - b.slots.length || a.graph_number - b.graph_number)[0];
      if (!own.length || !open) {
        late.push(member);
        continue;
      }
      const slot = freeSlot(open.slots) as number;
      open.slots.push(slot);
      seats.push({ graph_id: open.id, user_id: member.user_id, intra_graph_number: slot, competition_type_id: competition });
    }
    if (!late.length) continue;
    const first = Math.max(0, ...own.map((g) => g.graph_number));
    for (const b of drawCategory(late, category.id * 10 + competition))
      fresh.push({
        category_id: category.id,
        competition_type_id: competition,
        graph_number: first + b.graph_number,
        is_exhibition: category.is_exhibition,
        table_name: category.table_name,
        slots: b.slots,
      });
  }
  const ids = await insertBrackets(tx, tournament.id, fresh);
  fresh.forEach((b, i) => {
    for (const s of b.slots)
      seats.push({
        graph_id: ids[i],
        user_id: s.user_id,
        intra_graph_number: s.intra_graph_number,
        competition_type_id: b.competition_type_id,
      });
  });
  await insertSeats(tx, tournament.id, seats);
  return { brackets: new Set(seats.map((s) => s.graph_id)).size, competitors: seats.length, without_category: withoutCategory };
}

/** The new brackets in one statement; their ids are taken first so each drawn bracket knows its own. */
async function insertBrackets(tx: Db, tournamentId: number, brackets: readonly NewBracket[]): Promise<number[]> {
  if (!brackets.length) return [];
  const ids = (
    await rows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('tournament_graphs', 'id'))::int as id from generate_series(1, ${brackets.length})`,
    )
  ).map((r) => r.id);
  await tx.execute(sql`insert into tournament_graphs
      (id, tournament_id, tournament_category_id, competition_type_id, graph_number, is_exhibition, table_name)
    select id, ${tournamentId}, category, competition, number, exhibition, area
    from unnest(${sqlArray(ids, 'int')}, ${sqlArray(
      brackets.map((b) => b.category_id),
      'int',
    )}, ${sqlArray(
      brackets.map((b) => b.competition_type_id),
      'smallint',
    )}, ${sqlArray(
      brackets.map((b) => b.graph_number),
      'smallint',
    )}, ${sqlArray(
      brackets.map((b) => b.is_exhibition),
      'bool',
    )}, ${sqlArray(
      brackets.map((b) => b.table_name),
      'smallint',
    )}) as x(id, category, competition, number, exhibition, area)`);
  return ids;
}

async function insertSeats(tx: Db, tournamentId: number, seats: readonly Seat[]): Promise<void> {
  if (!seats.length) return;
  await tx.execute(sql`insert into tournament_graph_users (graph_id, tournament_id, competition_type_id, user_id, intra_graph_number)
    select bracket, ${tournamentId}, competition, person, slot
    from unnest(${sqlArray(
      seats.map((s) => s.graph_id),
      'int',
    )}, ${sqlArray(
      seats.map((s) => s.competition_type_id),
      'smallint',
    )}, ${sqlArray(
      seats.map((s) => s.user_id),
      'int',
    )}, ${sqlArray(
      seats.map((s) => s.intra_graph_number),
      'smallint',
    )}) as x(bracket, competition, person, slot)`);
}
