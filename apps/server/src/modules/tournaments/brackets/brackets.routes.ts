import {
  BracketError,
  bracketAddCompetitorSchema,
  bracketCreateSchema,
  bracketIsolateSchema,
  bracketMoveSchema,
  bracketPrizedSchema,
  bracketUpdateSchema,
  bracketWinnerSchema,
  COMPETITIONS,
  decideEncounter,
  encounterOf,
  freeSlot,
  MSG,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { one, rows } from '../../../db/sql.ts';
import { HttpError, notFound, validationError } from '../../../http/errors.ts';
import { idParams, Q, queryOf } from '../../../http/query-params.ts';
import { messageWith } from '../../../http/responses.ts';
import { route } from '../../../http/route.ts';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import { announceLiveChange } from '../live/live-events.ts';
import { lockBracketNumbering, lockBrackets } from './bracket-locks.queries.ts';
import { bracketState, type ReplayedBracket } from './bracket-view.ts';
import { loadBracket, type StoredBracket } from './brackets.queries.ts';
import { requireBracket, requireDecider, requireUndecided, requireVisibleBracket, viewFor } from './brackets.service.ts';

// The bracket calls (spec 03 §7; issue 13). Deciders (general direction or the area's responsible) set winners and
// prizes; only general direction edits. Every write locks the brackets it reads first, lowest id first
// (bracket-locks.queries.ts), so two deciders on one encounter run one after the other and the second is
// answered 409 (MSG.bracketDecided), and two crossing moves never deadlock; the database refuses a person in two
// places and a seat in a decided bracket (migration 0019).

const tags = ['tournament_graphs'];
const readers = { area: ['Torneos', 'Doyang Torneos'], action: 'read' } as const;
const editor = { generalDirection: true, area: 'Torneos', action: 'update' } as const;
const deciders = {
  anyLogin: 'requireDecider (tournaments/brackets/brackets.service.ts): dirección general o el responsable del área',
} as const;

const BRACKET = z.looseObject({
  id: z.number(),
  users: z.record(z.string(), z.array(z.unknown())),
  competitors: z.array(z.unknown()),
  /** Its decisions no longer replay (MSG.bracketBroken): shown as drawn, nothing to decide, no places. */
  broken: z.boolean(),
});
const WITH_BRACKET = messageWith(BRACKET);

type Seat = {
  id: number;
  graph_id: number;
  user_id: number;
  tournament_id: number;
  competition_type_id: number;
  intra_graph_number: number;
};

async function readSeat(db: Db, id: number): Promise<Seat> {
  const seat = await one<Seat>(
    db,
    sql`select id, graph_id, user_id, tournament_id, competition_type_id, intra_graph_number from tournament_graph_users where id = ${id}`,
  );
  if (!seat) throw notFound();
  return seat;
}

/** The bracket locked for this transaction, then read whole. */
async function lockedBracket(db: Db, id: number): Promise<StoredBracket> {
  if (!(await lockBrackets(db, [id])).length) throw notFound();
  return requireBracket(db, id);
}

/**
 * A seat with its bracket locked (and `also`, in the same ascending order), read again under the locks: when another
 * write moved it meanwhile, this one is told to look again rather than act on where it was.
 */
async function lockedSeat(db: Db, id: number, also: readonly number[] = []): Promise<Seat> {
  const seen = await readSeat(db, id);
  await lockBrackets(db, [seen.graph_id, ...also]);
  const seat = await readSeat(db, id);
  if (seat.graph_id !== seen.graph_id) throw new HttpError(409, MSG.concurrentChange);
  return seat;
}

/** Who sits where is derived from the decisions: a bracket whose decisions no longer replay takes no more. */
function requireReplays(state: ReplayedBracket): void {
  if (state.broken) throw new HttpError(422, MSG.bracketBroken, { graph_id: [MSG.bracketBroken] });
}

const answer = async (db: Db, actor: SessionUser, id: number, message: string) => ({
  message,
  data: viewFor(actor, await requireBracket(db, id)),
});

const nextNumber = async (db: Db, categoryId: number, competition: number) =>
  (
    await one<{ n: number }>(
      db,
      sql`select coalesce(max(graph_number), 0)::int + 1 as n from tournament_graphs
        where tournament_category_id = ${categoryId} and competition_type_id = ${competition}`,
    )
  )?.n ?? 1;

export async function bracketRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/tournament_graphs/:id',
    tags,
    summary: 'Una gráfica: competidores, usuarios por posición (1 final … 7), decisiones y pendientes',
    permission: readers,
    scope: 'doyang',
    params: idParams,
    response: BRACKET,
    handler: async ({ db, actor, params }) => viewFor(actor, await requireVisibleBracket(db, actor, params.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/:id/winner',
    tags,
    summary: 'Ganador de un encuentro: avanza al ganador y registra al perdedor (la respuesta trae los usuarios por posición)',
    permission: deciders,
    scope: 'doyang',
    params: idParams,
    body: bracketWinnerSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body }) => {
      const bracket = await lockedBracket(db, params.id);
      requireDecider(actor, bracket);
      const state = bracketState(bracket);
      requireReplays(state);
      const encounter = encounterOf(state, body.winner_id, body.loser_id);
      if (encounter === null) {
        const decided = Object.values(state.decisions).some(
          (d) => [d.winner, d.loser].includes(body.winner_id) && [d.winner, d.loser].includes(body.loser_id),
        );
        throw decided ? new HttpError(409, MSG.bracketDecided) : validationError({ winner_id: [MSG.bracketNotOpponents] });
      }
      try {
        decideEncounter(state, encounter, body.winner_id, body.loser_id);
      } catch (e) {
        if (e instanceof BracketError) throw new HttpError(e.message === MSG.bracketDecided ? 409 : 422, e.message);
        throw e;
      }
      await db.execute(
        sql`insert into tournament_graph_decisions (graph_id, encounter, winner_id, loser_id, decided_by)
          values (${bracket.id}, ${encounter}, ${body.winner_id}, ${body.loser_id}, ${actor.id})`,
      );
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return answer(db, actor, bracket.id, MSG.resultsAssigned);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/prized/:id',
    tags,
    summary: 'Marcar a un competidor con lugar como premiado (id: el competidor en la gráfica)',
    permission: deciders,
    scope: 'doyang',
    params: idParams,
    body: bracketPrizedSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body }) => {
      const seat = await lockedSeat(db, params.id);
      const bracket = await requireBracket(db, seat.graph_id);
      requireDecider(actor, bracket);
      const state = bracketState(bracket);
      requireReplays(state);
      if (body.prized && state.placements[seat.user_id] === undefined) throw validationError({ prized: [MSG.bracketNotPlaced] });
      await db.execute(sql`update tournament_graph_users set prized = ${body.prized}, updated_at = now() where id = ${seat.id}`);
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return answer(db, actor, bracket.id, MSG.bracketPrized);
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/tournament_graphs',
    tags,
    summary: 'Crear una gráfica sin competidores (normal o de exhibición) en una categoría y competencia',
    permission: editor,
    scope: 'network',
    body: bracketCreateSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, body, reply }) => {
      const category = await one<{ id: number; tournament_id: number; table_name: number | null } & Record<string, unknown>>(
        db,
        sql`select c.id, c.tournament_id, c.table_name, ${sql.raw(COMPETITIONS.map((k) => `t.${k.flag}`).join(', '))}
          from tournament_categories c join tournaments t on t.id = c.tournament_id where c.id = ${body.tournament_category_id}`,
      );
      if (!category) throw validationError({ tournament_category_id: [MSG.invalidData] });
      const competition = COMPETITIONS.find((k) => k.id === body.competition_type_id);
      if (!competition || !category[competition.flag])
        throw validationError({ competition_type_id: [MSG.competitionNotOffered] });
      await lockBracketNumbering(db, category.tournament_id);
      const created = await one<{ id: number }>(
        db,
        sql`insert into tournament_graphs (tournament_id, tournament_category_id, competition_type_id, graph_number, is_exhibition, table_name)
          values (${category.tournament_id}, ${category.id}, ${body.competition_type_id},
            ${await nextNumber(db, category.id, body.competition_type_id)}, ${body.is_exhibition}, ${category.table_name})
          returning id`,
      );
      return answer(db, actor, created?.id as number, MSG.bracketCreated);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/:id',
    tags,
    summary: "La gráfica como exhibición, o su área ('change table name')",
    permission: editor,
    scope: 'network',
    params: idParams,
    body: bracketUpdateSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body }) => {
      const bracket = await lockedBracket(db, params.id);
      if (body.table_name !== undefined && body.table_name !== null) {
        const area = await one(
          db,
          sql`select id from tournament_areas where tournament_id = ${bracket.tournament_id} and area_number = ${body.table_name}`,
        );
        if (!area) throw validationError({ table_name: [MSG.areaNotInTournament] });
      }
      if (body.is_exhibition !== undefined && body.is_exhibition !== bracket.is_exhibition) requireUndecided(bracket);
      await db.execute(
        sql`update tournament_graphs set
            is_exhibition = ${body.is_exhibition ?? bracket.is_exhibition},
            table_name = ${body.table_name === undefined ? bracket.table_name : body.table_name},
            updated_at = now()
          where id = ${bracket.id}`,
      );
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return answer(db, actor, bracket.id, body.table_name !== undefined ? MSG.bracketAreaChanged : MSG.bracketUpdated);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/tournament_graphs/:id',
    tags,
    summary: 'Eliminar una gráfica (con sus competidores y decisiones)',
    permission: editor,
    scope: 'network',
    params: idParams,
    response: messageWith(),
    handler: async ({ db, params }) => {
      const bracket = await lockedBracket(db, params.id);
      await db.execute(sql`delete from tournament_graphs where id = ${bracket.id}`);
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return { message: MSG.bracketDeleted };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/tournament_graphs/category/:id',
    tags,
    summary: 'Eliminar las gráficas de una categoría (en una competencia, o en todas); la categoría queda',
    permission: editor,
    scope: 'network',
    params: idParams,
    query: queryOf({ competition_type_id: Q.id.optional() }),
    response: messageWith(z.object({ deleted: z.number() })),
    handler: async ({ db, params, query }) => {
      const competition = query.competition_type_id ? Number(query.competition_type_id) : null;
      const these = sql`tournament_category_id = ${params.id} and (${competition}::int is null or competition_type_id = ${competition})`;
      // Locked in the same order as every other bracket write before the delete takes them in whatever order it scans.
      await lockBrackets(
        db,
        (await rows<{ id: number }>(db, sql`select id from tournament_graphs where ${these}`)).map((g) => g.id),
      );
      const deleted = await one<{ count: number; tournament_id: number | null }>(
        db,
        sql`with gone as (delete from tournament_graphs where ${these} returning tournament_id)
          select count(*)::int as count, max(tournament_id) as tournament_id from gone`,
      );
      if (deleted?.tournament_id) await announceLiveChange(db, deleted.tournament_id);
      return { message: MSG.bracketsDeleted, data: { deleted: deleted?.count ?? 0 } };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/change_graph/:id',
    tags,
    summary: "Mover a un competidor a la gráfica 'categoría.número' o a otro número dentro de la gráfica (id: el competidor)",
    permission: editor,
    scope: 'network',
    params: idParams,
    body: bracketMoveSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body }) => {
      const seen = await readSeat(db, params.id);
      let targetId = seen.graph_id;
      if (body.tournament_category_id !== undefined) {
        const found = await one<{ id: number; tournament_id: number }>(
          db,
          sql`select id, tournament_id from tournament_graphs
            where tournament_category_id = ${body.tournament_category_id} and graph_number = ${body.graph_number as number}
              and competition_type_id = ${seen.competition_type_id}`,
        );
        if (!found) throw validationError({ graph: [MSG.bracketInvalid] });
        if (found.tournament_id !== seen.tournament_id) throw validationError({ graph: [MSG.bracketOtherCompetition] });
        targetId = found.id;
      }
      // Both brackets at once, lowest id first: a move A→B beside a move B→A waits instead of deadlocking.
      const seat = await lockedSeat(db, params.id, [targetId]);
      const from = await requireBracket(db, seat.graph_id);
      requireUndecided(from);
      const target = targetId === from.id ? from : await loadBracket(db, targetId);
      if (!target) throw validationError({ graph: [MSG.bracketInvalid] });
      requireUndecided(target);
      const taken = target.competitors.filter((c) => c.id !== seat.id).map((c) => c.intra_graph_number);
      const slot = body.intra_graph_number ?? (target.id === from.id ? seat.intra_graph_number : freeSlot(taken));
      if (slot === null) throw validationError({ graph: [MSG.bracketFull] });
      const occupant = target.competitors.find((c) => c.intra_graph_number === slot && c.id !== seat.id);
      if (occupant && target.id !== from.id) throw validationError({ intra_graph_number: [MSG.bracketSlotTaken] });
      // Within one bracket a taken number swaps the two; the slot is freed first (one person per slot).
      if (occupant) await db.execute(sql`update tournament_graph_users set intra_graph_number = -1 where id = ${occupant.id}`);
      await db.execute(
        sql`update tournament_graph_users set graph_id = ${target.id}, intra_graph_number = ${slot}, changed_graph = true,
          updated_at = now() where id = ${seat.id}`,
      );
      if (occupant)
        await db.execute(
          sql`update tournament_graph_users set intra_graph_number = ${seat.intra_graph_number}, changed_graph = true,
            updated_at = now() where id = ${occupant.id}`,
        );
      await announceLiveChange(db, seat.tournament_id, from.id, target.id);
      return answer(db, actor, target.id, MSG.bracketUserMoved);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/isolate_graph/:id',
    tags,
    summary: 'Aislar a un competidor en una gráfica nueva de su categoría (normal o de exhibición; id: el competidor)',
    permission: editor,
    scope: 'network',
    params: idParams,
    body: bracketIsolateSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body }) => {
      const seat = await lockedSeat(db, params.id);
      const from = await requireBracket(db, seat.graph_id);
      requireUndecided(from);
      await lockBracketNumbering(db, from.tournament_id);
      const created = await one<{ id: number }>(
        db,
        sql`insert into tournament_graphs (tournament_id, tournament_category_id, competition_type_id, graph_number, is_exhibition, table_name)
          values (${from.tournament_id}, ${from.tournament_category_id}, ${from.competition_type_id},
            ${await nextNumber(db, from.tournament_category_id, from.competition_type_id)}, ${body.is_exhibition}, ${from.table_name})
          returning id`,
      );
      await db.execute(
        sql`update tournament_graph_users set graph_id = ${created?.id as number}, intra_graph_number = 1, changed_graph = true,
          updated_at = now() where id = ${seat.id}`,
      );
      await announceLiveChange(db, seat.tournament_id, from.id, created?.id as number);
      return answer(db, actor, created?.id as number, MSG.bracketUserMoved);
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/tournament_graphs/:id/users',
    tags,
    summary: 'Agregar un competidor a la gráfica: un prospecto del torneo que paga esa competencia y aún no está en otra',
    permission: editor,
    scope: 'network',
    params: idParams,
    body: bracketAddCompetitorSchema,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params, body, reply }) => {
      const bracket = await lockedBracket(db, params.id);
      requireUndecided(bracket);
      const pay = COMPETITIONS.find((c) => c.id === bracket.competition_type_id)?.pay ?? 'pay_combat';
      const prospect = await one<{ pays: boolean; seated: boolean }>(
        db,
        sql`select p.${sql.raw(pay)} as pays, exists (select 1 from tournament_graph_users gu where gu.tournament_id = p.tournament_id
            and gu.competition_type_id = ${bracket.competition_type_id} and gu.user_id = p.user_id) as seated
          from tournament_prospects p where p.tournament_id = ${bracket.tournament_id} and p.user_id = ${body.user_id}
            and p.is_prospect_approved is not false`,
      );
      if (!prospect) throw validationError({ user_id: [MSG.invalidData] });
      if (!prospect.pays) throw validationError({ user_id: [MSG.prospectNotInCompetition] });
      if (prospect.seated) throw validationError({ user_id: [MSG.duplicateRecord] });
      const taken = bracket.competitors.map((c) => c.intra_graph_number);
      const slot = body.intra_graph_number ?? freeSlot(taken);
      if (slot === null) throw validationError({ user_id: [MSG.bracketFull] });
      if (taken.includes(slot)) throw validationError({ intra_graph_number: [MSG.bracketSlotTaken] });
      await db.execute(
        sql`insert into tournament_graph_users (graph_id, tournament_id, competition_type_id, user_id, intra_graph_number, changed_graph)
          values (${bracket.id}, ${bracket.tournament_id}, ${bracket.competition_type_id}, ${body.user_id}, ${slot}, true)`,
      );
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return answer(db, actor, bracket.id, MSG.createdAccent);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/tournament_graphs/users/:id',
    tags,
    summary: 'Quitar a un competidor de su gráfica (id: el competidor en la gráfica)',
    permission: editor,
    scope: 'network',
    params: idParams,
    response: WITH_BRACKET,
    handler: async ({ db, actor, params }) => {
      const seat = await lockedSeat(db, params.id);
      requireUndecided(await requireBracket(db, seat.graph_id));
      await db.execute(sql`delete from tournament_graph_users where id = ${seat.id}`);
      await announceLiveChange(db, seat.tournament_id, seat.graph_id);
      return answer(db, actor, seat.graph_id, MSG.bracketUserRemoved);
    },
  });
}
