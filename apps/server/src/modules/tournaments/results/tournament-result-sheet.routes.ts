import {
  accessibleDoyangIds,
  type BracketPlacement,
  COMPETITION_TYPES,
  type CompetitionTypeId,
  compareBrackets,
  finalEncounter,
  MSG,
  pdfFile,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../../db/sql.ts';
import { notFound } from '../../../http/errors.ts';
import { idParams, Q, strictQuery } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import type { ResultSheetBracket, ResultSheetRow } from '../../../reports/pdf/tournament-result-sheet.ts';
import { sendPdfOffThread } from '../../../reports/pdf-off-thread.ts';
import { doyangScope } from '../../prospects/index.ts';
import { bracketState } from '../brackets/bracket-view.ts';
import type { StoredBracket } from '../brackets/brackets.queries.ts';
import { loadTournamentBrackets } from '../brackets/tournament-brackets.queries.ts';
import { cronogramTournament } from '../cronograms/tournament-cronogram.queries.ts';
import { tournamentStandings } from './tournament-standings.ts';

// The tournament's results sheet (spec 03 §7 'GET /api/tournaments/result_sheet/{id}', §9 resultados_torneo.pdf):
// every bracket's places from the brackets as they stand, then the doyang awards (tournament-standings.ts). Staff who are not general direction
// get their own doyangs' competitors and award rows (spec 03 §6: they 'may print blank or filled result sheets').

export const RESULT_SHEET_FILE = 'resultados_torneo.pdf';

const PLACE_TEXT: Record<string, string> = { 1: '1°', 2: '2°', 3: '3°', first_without_competing: '1° sin competir' };
const PLACE_ORDER: Record<string, number> = { 1: 1, 2: 2, 3: 3, first_without_competing: 4 };

/** One bracket's rows and note; null when it has nobody to show. */
function sheetBracket(
  bracket: StoredBracket,
  title: string,
  shows: (doyangId: number | null) => boolean,
): ResultSheetBracket | null {
  const state = bracketState(bracket);
  const competitors = bracket.competitors.filter((c) => shows(c.doyang_id));
  if (!competitors.length) return null;
  const row = (c: StoredBracket['competitors'][number], place: string): ResultSheetRow => ({
    place,
    full_name: c.full_name,
    doyang_name: c.doyang_name ?? '',
  });
  if (bracket.is_exhibition) return { title, note: 'Exhibición', rows: competitors.map((c) => row(c, 'Participó')) };
  if (state.broken) return { title, note: MSG.bracketBrokenShort, rows: [] };
  const placed = competitors
    .map((c) => ({ c, placement: state.placements[c.user_id] as BracketPlacement | undefined }))
    .filter((x): x is { c: (typeof competitors)[number]; placement: BracketPlacement } => x.placement !== undefined)
    .sort((a, b) => PLACE_ORDER[a.placement] - PLACE_ORDER[b.placement]);
  const final = finalEncounter(state);
  const unfinished = final !== null && !state.decisions[final];
  return {
    title,
    note: unfinished ? 'Sin terminar: faltan combates por decidir' : null,
    rows: placed.map((x) => row(x.c, PLACE_TEXT[x.placement])),
  };
}

export async function tournamentResultSheetRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/tournaments/result_sheet/:id',
    tags: ['tournaments prospects'],
    summary: 'Hoja de resultados del torneo: lugares por competencia y categoría, y premiaciones de doyang (PDF)',
    permission: { area: ['Torneos', 'Doyang Torneos'], action: 'read' },
    scope: 'doyang',
    params: idParams,
    query: strictQuery({ doyang_id: Q.id }),
    response: pdfFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const tournament = await cronogramTournament(db, params.id);
      if (!tournament) throw notFound();
      const scope = doyangScope(actor, query.doyang_id) ?? accessibleDoyangIds(actor);
      const shows = (doyangId: number | null) => scope === null || (doyangId !== null && scope.includes(doyangId));
      const [brackets, doyangs] = await Promise.all([
        loadTournamentBrackets(db, tournament.id),
        scope === null
          ? Promise.resolve([])
          : rows<{ name: string }>(db, sql`select name from doyangs where id in ${scope.length ? scope : [0]} order by name`),
      ]);
      const sorted = [...brackets].sort((a, b) =>
        compareBrackets({ ...a, category_name: a.tournament_category_name }, { ...b, category_name: b.tournament_category_name }),
      );
      const key = (g: StoredBracket) => `${g.tournament_category_id}:${g.competition_type_id}`;
      const counts = new Map<string, number>();
      for (const g of brackets) counts.set(key(g), (counts.get(key(g)) ?? 0) + 1);
      const competitions = (Object.keys(COMPETITION_TYPES).map(Number) as CompetitionTypeId[]).map((type) => ({
        name: COMPETITION_TYPES[type],
        brackets: sorted
          .filter((g) => g.competition_type_id === type)
          .map((g) => {
            const count = counts.get(key(g)) ?? 1;
            const title = [
              g.tournament_category_name,
              count > 1 ? `gráfica ${g.graph_number} de ${count}` : '',
              g.table_name === null ? '' : `área ${g.table_name}`,
            ]
              .filter(Boolean)
              .join(' · ');
            return sheetBracket(g, title, shows);
          })
          .filter((b): b is ResultSheetBracket => b !== null),
      }));
      const standings = (await tournamentStandings(db, tournament.id, brackets)).filter((s) => shows(s.doyang_id));
      const only = scope === null ? null : doyangs.map((d) => d.name);
      // Laid out on a worker thread: a whole tournament's sheet is seconds of pdfmake that must not hold the server.
      return sendPdfOffThread(
        reply,
        RESULT_SHEET_FILE,
        'tournamentResultSheet',
        tournament,
        competitions,
        standings,
        only,
        app.clock.today(),
      );
    },
  });
}
