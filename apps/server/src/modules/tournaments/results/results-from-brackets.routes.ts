import {
  bracketLabel,
  bracketResults,
  COMPETITION_TYPES,
  COMPETITIONS,
  MSG,
  resultsFromBracketsAnswer,
  type TournamentResultInput,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { asActor } from '../../../db/audit-actor.ts';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/sql.ts';
import { validationError } from '../../../http/errors.ts';
import { idParams } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import { gradeTournamentProspects, grading, loadProspects, TOURNAMENT_KIND } from '../../prospects/index.ts';
import { bracketState } from '../brackets/bracket-view.ts';
import { loadBrackets } from '../brackets/brackets.queries.ts';

// Results from the brackets (spec 03 §6 'transfer results from brackets', §7 'prospects/results_from_graphs'; issue
// 13): each competitor's place goes into their prospect's result for that competition, graded as by hand (best result,
// curriculum points), all in the request's transaction and once per tournament (`tournaments.results_from_graphs_at`).

type Row = Record<string, unknown>;

async function transfer(app: FastifyInstance, db: Db, actor: SessionUser, id: number) {
  const g = await grading(app, db, actor, TOURNAMENT_KIND, id);
  // Marked first: the row lock makes a second call made at the same moment wait, then find it done.
  const marked = await one(
    db,
    sql`update tournaments set results_from_graphs_at = now() where id = ${id} and results_from_graphs_at is null returning id`,
  );
  if (!marked) throw validationError({ id: [MSG.resultsFromBracketsAlready] });

  const byUser = new Map<number, { name: string; results: Partial<TournamentResultInput> }>();
  let seats = 0;
  let skipped = 0;
  const broken: string[] = [];
  for (const bracket of await loadBrackets(db, sql`g.tournament_id = ${id}`)) {
    const state = bracketState(bracket);
    if (state.broken) {
      broken.push(bracketLabel(bracket.tournament_category_id, bracket.graph_number));
      continue;
    }
    const given = bracketResults(
      state,
      bracket.competitors.map((c) => c.user_id),
    );
    if (!given) {
      skipped++;
      continue;
    }
    const column = COMPETITIONS.find((c) => c.id === bracket.competition_type_id)?.result;
    if (!column) continue;
    for (const c of bracket.competitors) {
      const entry = byUser.get(c.user_id) ?? { name: c.full_name, results: {} };
      entry.results[column] = given.get(c.user_id);
      byUser.set(c.user_id, entry);
      seats++;
    }
  }

  const prospects = new Map((await loadProspects(db, TOURNAMENT_KIND, id, [...byUser.keys()])).map((p) => [Number(p.id), p]));
  const grades = [...byUser].map(([userId, { name, results }]) => {
    const prospect = prospects.get(userId);
    if (!prospect) throw validationError({ graphs: [MSG.resultsFromBracketsNotProspect(name)] });
    // The competitions without a finished bracket keep what they had; collaboration stays as recorded.
    const stored = Object.fromEntries(COMPETITIONS.map((c) => [c.result, prospect[c.result] ?? null]));
    const input = {
      ...stored,
      ...results,
      colaborated: Boolean(prospect.colaborated),
      colaborated_mother: Boolean(prospect.colaborated_mother),
      colaborated_father: Boolean(prospect.colaborated_father),
    } as TournamentResultInput;
    return { prospect, input };
  });
  await gradeTournamentProspects(g, grades, (prospect: Row, c) =>
    validationError({ graphs: [MSG.resultsFromBracketsNotEntered(String(prospect.full_name), COMPETITION_TYPES[c.id])] }),
  );
  const message =
    MSG.resultsFromBracketsDone(grades.length) +
    (skipped ? MSG.resultsFromBracketsSkipped(skipped) : '') +
    (broken.length ? MSG.resultsFromBracketsBroken(broken) : '');
  return { message, count: grades.length, results: seats, skipped, broken: broken.length };
}

export async function resultsFromBracketsRoutes(app: FastifyInstance): Promise<void> {
  const url = '/api/tournaments/:id/prospects/results_from_graphs';
  const tags = ['tournaments prospects'];
  const permission = { generalDirection: true, area: 'Torneos', action: 'update' } as const;
  const summary = 'Pasar los lugares de las gráficas decididas a los resultados de los prospectos (una vez)';

  route(app, {
    method: 'POST',
    url,
    tags,
    summary,
    permission,
    scope: 'network',
    params: idParams,
    response: resultsFromBracketsAnswer,
    handler: ({ db, actor, params }) => transfer(app, db, actor, params.id),
  });
  // The spec's call; it writes, so like the schedule's autogenerate it runs in its own audited transaction.
  route(app, {
    method: 'GET',
    url,
    tags,
    summary: `${summary} (igual que el POST)`,
    permission,
    scope: 'network',
    params: idParams,
    response: resultsFromBracketsAnswer,
    handler: ({ actor, params }) => asActor(app.db, actor, (tx) => transfer(app, tx, actor, params.id)),
  });
}
