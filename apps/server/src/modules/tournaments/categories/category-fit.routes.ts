import {
  accessibleDoyangIds,
  COMPETITION_TYPES,
  COMPETITIONS,
  type CompetitionTypeId,
  tournamentCategories as categoryEntry,
  categoryFitAnswer,
  categoryFitReport,
  type FitProblem,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors.ts';
import { Q, queryOf } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { inDoyangs } from '../../prospects/index.ts';
import {
  type FitProspect,
  fitBounds,
  fitCompetitors,
  loadFitCategories,
  loadFitProspects,
  loadFitTournament,
  mixingMaxAge,
} from './tournament-fit.queries.ts';

// GET /api/tournament_categories/fit (issue 12): the prospects that fit no regular category, or several, in each
// competition they pay, so the organiser fixes the categories before the brackets are drawn. Rules: the domain's
// categoryFitReport; decisions.md "Issue 12 — catalogues".

export async function categoryFitRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: `/api/${categoryEntry.name}/fit`,
    tags: [categoryEntry.name],
    summary: 'Prospectos sin categoría o en varias, por competencia',
    permission: { area: 'Torneos', action: 'read' },
    // General direction sees every doyang's prospects; anyone else with 'Torneos' only their doyangs'.
    scope: 'doyang',
    query: queryOf({ tournament_id: Q.id.transform(Number) }),
    response: categoryFitAnswer,
    handler: async ({ db, actor, query }) => {
      const tournament = await loadFitTournament(db, query.tournament_id);
      if (!tournament) throw notFound();
      const scope = inDoyangs(sql`p.doyang_id`, accessibleDoyangIds(actor));
      const [prospects, categories] = await Promise.all([
        loadFitProspects(db, tournament.id, scope),
        loadFitCategories(db, tournament.id),
      ]);
      const mixing = mixingMaxAge(tournament);
      const offered = COMPETITIONS.filter((c) => tournament[c.flag]);
      const competitors = fitCompetitors(tournament, prospects);
      const bounds = fitBounds(categories);
      const report = categoryFitReport(competitors, bounds, mixing);
      const line = ({
        competitor: c,
        competition_type_id,
        categories: fits,
      }: FitProblem<(typeof competitors)[number], (typeof bounds)[number]>) => ({
        ...pick(c.prospect),
        sex: c.sex,
        age: c.age,
        weight_kg: c.weight_kg,
        competition_type_id,
        competition_name: COMPETITION_TYPES[competition_type_id as CompetitionTypeId],
        categories: fits.map((k) => ({ id: k.id, name: k.name })),
      });
      return {
        none: report.none.map(line),
        several: report.several.map(line),
        counts: {
          prospects: prospects.length,
          none: report.none.length,
          several: report.several.length,
          by_competition: offered.map((c) => ({
            competition_type_id: c.id,
            none: report.none.filter((x) => x.competition_type_id === c.id).length,
            several: report.several.filter((x) => x.competition_type_id === c.id).length,
          })),
        },
        mixing_max_age: mixing,
      };
    },
  });
}

const pick = (p: FitProspect) => ({
  user_id: p.user_id,
  full_name: p.full_name,
  doyang_id: p.doyang_id,
  doyang_name: p.doyang_name,
  degree_id: p.degree_id,
  degree_name: p.degree_name,
});
