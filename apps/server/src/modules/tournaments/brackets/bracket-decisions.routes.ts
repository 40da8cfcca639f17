import {
  BracketError,
  bracketPrizedSchema,
  bracketWinnerSchema,
  decideEncounter,
  encounterOf,
  MSG,
  withBracketAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError, validationError } from '../../../http/errors.ts';
import { idParams } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { announceLiveChange } from '../live/live-events.ts';
import { answer, tags } from './bracket-calls.ts';
import { bracketState, type ReplayedBracket } from './bracket-view.ts';
import { insertDecision } from './brackets.queries.ts';
import { lockedBracket, lockedSeat, requireBracket, requireDecider, viewFor } from './brackets.service.ts';

// What the deciders record on the day (spec 03 §4, §6): who won an encounter, and who was handed their prize.

const deciders = {
  anyLogin: 'requireDecider (tournaments/brackets/brackets.service.ts): dirección general o el responsable del área',
} as const;

/** Who sits where is derived from the decisions: a bracket whose decisions no longer replay takes no more. */
function requireReplays(state: ReplayedBracket): void {
  if (state.broken) throw new HttpError(422, MSG.bracketBroken, { graph_id: [MSG.bracketBroken] });
}

export async function bracketDecisionRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/:id/winner',
    tags,
    summary: 'Ganador de un encuentro: avanza al ganador y registra al perdedor (la respuesta trae los usuarios por posición)',
    permission: deciders,
    scope: 'doyang',
    params: idParams,
    body: bracketWinnerSchema,
    response: withBracketAnswer,
    handler: async ({ db, actor, params, body }) => {
      // Read once, under the bracket's lock (a decider who waited here reads what the one before committed), and
      // replayed once; the answer is the state the domain returns for this decision, not a second read.
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
      let decided: ReplayedBracket;
      try {
        decided = { ...decideEncounter(state, encounter, body.winner_id, body.loser_id), broken: false };
      } catch (e) {
        if (e instanceof BracketError) throw new HttpError(e.message === MSG.bracketDecided ? 409 : 422, e.message);
        throw e;
      }
      const decision = await insertDecision(db, {
        bracket: bracket.id,
        encounter,
        winner: body.winner_id,
        loser: body.loser_id,
        decidedBy: actor.id,
      });
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      // Seats do not change with a decision; the decisions gain this one, last (they are read in the order made).
      const after = { ...bracket, decisions: [...bracket.decisions, decision] };
      return { message: MSG.resultsAssigned, data: viewFor(actor, after, decided) };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/tournament_graphs/prized/:id',
    tags,
    summary: 'Marcar a un competidor con lugar como premiado, o quitarle el premio (id: el competidor en la gráfica)',
    permission: deciders,
    scope: 'doyang',
    params: idParams,
    body: bracketPrizedSchema,
    response: withBracketAnswer,
    handler: async ({ db, actor, params, body }) => {
      const seat = await lockedSeat(db, params.id);
      const bracket = await requireBracket(db, seat.graph_id);
      requireDecider(actor, bracket);
      const state = bracketState(bracket);
      requireReplays(state);
      if (body.prized && state.placements[seat.user_id] === undefined) throw validationError({ prized: [MSG.bracketNotPlaced] });
      await db.execute(sql`update tournament_graph_users set prized = ${body.prized}, updated_at = now() where id = ${seat.id}`);
      await announceLiveChange(db, bracket.tournament_id, bracket.id);
      return answer(db, actor, bracket.id, body.prized ? MSG.bracketPrized : MSG.bracketUnprized);
    },
  });
}
