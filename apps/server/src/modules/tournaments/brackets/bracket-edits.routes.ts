import {
  bracketCreateSchema,
  bracketDeletedAnswer,
  bracketsDeletedAnswer,
  bracketUpdateSchema,
  COMPETITIONS,
  MSG,
  withBracketAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one, rows } from '../../../db/sql.ts';
import { validationError } from '../../../http/errors.ts';
import { idParams, Q, queryOf } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { announceLiveChange } from '../live/live-events.ts';
import { answer, editor, tags } from './bracket-calls.ts';
import { lockBracketNumbering, lockBrackets, nextBracketNumber } from './bracket-locks.queries.ts';
import { lockedBracket, requireUndecided } from './brackets.service.ts';

// The editor's changes to brackets themselves (spec 03 §7, general direction): a new empty bracket, a bracket made an
// exhibition or moved to another area, and brackets deleted (one, or a category's).

export async function bracketEditRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/tournament_graphs',
    tags,
    summary: 'Crear una gráfica sin competidores (normal o de exhibición) en una categoría y competencia',
    permission: editor,
    scope: 'network',
    body: bracketCreateSchema,
    response: withBracketAnswer,
    handler: async ({ db, actor, body }) => {
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
            ${await nextBracketNumber(db, category.id, body.competition_type_id)}, ${body.is_exhibition}, ${category.table_name})
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
    response: withBracketAnswer,
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
    response: bracketDeletedAnswer,
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
    response: bracketsDeletedAnswer,
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
}
