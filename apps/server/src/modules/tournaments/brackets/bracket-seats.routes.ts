import {
  bracketAddCompetitorSchema,
  bracketIsolateSchema,
  bracketMoveSchema,
  COMPETITIONS,
  freeSlot,
  MSG,
  withBracketAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one } from '../../../db/sql.ts';
import { validationError } from '../../../http/errors.ts';
import { idParams } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { announceLiveChange } from '../live/live-events.ts';
import { answer, editor, tags } from './bracket-calls.ts';
import { lockBracketNumbering, nextBracketNumber } from './bracket-locks.queries.ts';
import { loadBracket } from './brackets.queries.ts';
import { lockedBracket, lockedSeat, readSeat, requireBracket, requireUndecided } from './brackets.service.ts';

// The editor's changes to who sits where (spec 03 §7, general direction): a competitor moved to another bracket or
// number, isolated in a new bracket, added, or removed. Only while the bracket has no decision (requireUndecided).

export async function bracketSeatRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/change_graph/:id',
    tags,
    summary: "Mover a un competidor a la gráfica 'categoría.número' o a otro número dentro de la gráfica (id: el competidor)",
    permission: editor,
    scope: 'network',
    params: idParams,
    body: bracketMoveSchema,
    response: withBracketAnswer,
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
    response: withBracketAnswer,
    handler: async ({ db, actor, params, body }) => {
      const seat = await lockedSeat(db, params.id);
      const from = await requireBracket(db, seat.graph_id);
      requireUndecided(from);
      // Already alone in a bracket of that kind: nothing to do (a second click, a retry), not one more empty bracket.
      if (from.competitors.length === 1 && from.is_exhibition === body.is_exhibition)
        throw validationError({ graph: [MSG.bracketAlreadyAlone] });
      await lockBracketNumbering(db, from.tournament_id);
      const created = await one<{ id: number }>(
        db,
        sql`insert into tournament_graphs (tournament_id, tournament_category_id, competition_type_id, graph_number, is_exhibition, table_name)
          values (${from.tournament_id}, ${from.tournament_category_id}, ${from.competition_type_id},
            ${await nextBracketNumber(db, from.tournament_category_id, from.competition_type_id)}, ${body.is_exhibition}, ${from.table_name})
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
    response: withBracketAnswer,
    handler: async ({ db, actor, params, body }) => {
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
    response: withBracketAnswer,
    handler: async ({ db, actor, params }) => {
      const seat = await lockedSeat(db, params.id);
      requireUndecided(await requireBracket(db, seat.graph_id));
      await db.execute(sql`delete from tournament_graph_users where id = ${seat.id}`);
      await announceLiveChange(db, seat.tournament_id, seat.graph_id);
      return answer(db, actor, seat.graph_id, MSG.bracketUserRemoved);
    },
  });
}
