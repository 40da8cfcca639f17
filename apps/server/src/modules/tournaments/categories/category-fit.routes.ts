import {
  accessibleDoyangIds,
  COMPETITION_TYPES,
  COMPETITIONS,
  type CompetitionTypeId,
  tournamentCategories as categoryEntry,
  categoryFitReport,
  type FitProblem,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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

const COMPETITOR = z.object({
  user_id: z.number(),
  full_name: z.string(),
  doyang_id: z.number(),
  doyang_name: z.string(),
  sex: z.enum(['M', 'F']).nullable(),
  age: z.number().nullable(),
  degree_id: z.number().nullable(),
  degree_name: z.string().nullable(),
  weight_kg: z.number().nullable(),
  competition_type_id: z.number(),
  competition_name: z.string(),
  /** For 'several': the categories that all take this competitor. */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});
const COUNT = z.object({ prospects: z.number(), none: z.number(), several: z.number() });
export const CATEGORY_FIT = z.object({
  none: z.array(COMPETITOR),
  several: z.array(COMPETITOR),
  counts: COUNT.extend({
    by_competition: z.array(z.object({ competition_type_id: z.number(), none: z.number(), several: z.number() })),
  }),
  /** Configuration 34: mixed categories take nobody older (null: anyone). */
  mixing_max_age: z.number().nullable(),
});

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
    response: CATEGORY_FIT,
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
