import {
  accessibleDoyangIds,
  addProspectSchema,
  addTournamentProspectSchema,
  approvalSchema,
  bulkApprovalSchema,
  COMPETITIONS,
  canSeeGeneralDirection,
  eventHasPassed,
  listOf,
  MSG,
  offeredCompetitions,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { one, rows } from '../../db/sql.ts';
import { forbidden, HttpError, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { PROSPECT_KINDS, type ProspectKind, type ProspectOf } from './prospect-kinds.ts';
import { candidatePeople, listCandidates, listProspects, loadEvent, loadProspect, loadProspects } from './prospects.queries.ts';

// Candidates and prospects of an exam or event (spec 03 §2, §4, §7): doyang staff add and return their own doyang's
// people; general direction approves and rejects; nobody reaches another doyang's people.

type Row = Record<string, unknown>;

export const personParams = z.object({ id: Q.id.transform(Number), userId: Q.id.transform(Number) });
const listParams = listQueryParams({ doyang_id: Q.id, prospectSearch: Q.text, exam_id: Q.id, event_id: Q.id });

/**
 * The doyangs a list or write reaches: the one named (if the caller reaches it), else all the caller reaches. Takes
 * the `doyang_id` as the query or body carries it.
 */
export function doyangScope(actor: SessionUser, doyangId: number | string | null | undefined): number[] | null {
  if (doyangId) {
    requireDoyang(actor, Number(doyangId));
    return [Number(doyangId)];
  }
  return accessibleDoyangIds(actor);
}

export async function requireEvent(db: Db, kind: ProspectKind, id: number): Promise<Row> {
  const event = await loadEvent(db, kind, id);
  if (!event) throw notFound();
  return event;
}

export async function requireProspect<K extends ProspectKind>(
  db: Db,
  kind: K,
  eventId: number,
  userId: number,
): Promise<ProspectOf<K>> {
  const prospect = await loadProspect(db, kind, eventId, userId);
  if (!prospect) throw new HttpError(404, MSG.prospectNotFound);
  return prospect;
}

/**
 * Why a person cannot be added, reach first: someone the caller may not add (another doyang's) is a 403 before anything
 * about them is said (whether already a prospect, their degree); then already a prospect, a degree the exam does not
 * take, or not a candidate.
 */
async function refuseAdd(db: Db, kind: ProspectKind, eventId: number, userId: number, scope: number[] | null): Promise<never> {
  const state = await one<{ reachable: boolean; anywhere: boolean; already: boolean; degree_ok: boolean }>(
    db,
    sql`select exists (select 1 from (${candidatePeople(kind, scope)}) c where c.user_id = ${userId}) as reachable,
      exists (select 1 from (${candidatePeople(kind, null)}) c where c.user_id = ${userId}) as anywhere,
      exists (select 1 from ${kind.link} p where p.${kind.key} = ${eventId} and p.user_id = ${userId}) as already,
      ${
        kind.exam
          ? sql`(not exists (select 1 from exam_degrees_allowed a where a.exam_id = ${eventId})
        or (select degree_id from users where id = ${userId}) in (select a.degree_id from exam_degrees_allowed a where a.exam_id = ${eventId}))`
          : sql`true`
      } as degree_ok`,
  );
  if (state && !state.reachable && state.anywhere) throw forbidden(MSG.forbiddenDoyang);
  if (state?.reachable && state.already) throw validationError({ userId: [MSG.prospectAlready] });
  if (state?.reachable && !state.degree_ok) throw validationError({ userId: [MSG.prospectDegreeNotAllowed] });
  throw validationError({ userId: [MSG.prospectNotCandidate] });
}

/**
 * A tournament prospect is weighed in first, unless the tournament's day has come (the weigh-in is then at the venue),
 * and enters the competitions named, or the tournament's first when none is (decisions.md, issue 12).
 */
async function addTournamentProspect(db: Db, actor: SessionUser, tournament: Row, doyangId: number, body: Row, over: boolean) {
  const userId = Number(body.userId);
  const weighed = await one<{ id: number }>(
    db,
    sql`select id from tournament_somatometries where tournament_id = ${tournament.id} and user_id = ${userId}`,
  );
  if (!weighed && !over) throw validationError({ userId: [MSG.noSomatometry] });
  const offered = offeredCompetitions(tournament);
  const named = COMPETITIONS.filter((c) => body[c.pay] === true);
  const refused = named.find((c) => !offered.includes(c.id));
  if (refused) throw validationError({ [refused.pay]: [MSG.competitionNotOffered] });
  const enters = new Set<string>(
    named.length ? named.map((c) => c.pay) : COMPETITIONS.filter((c) => c.id === offered[0]).map((c) => c.pay),
  );
  await db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, added_by,
      pay_combat, pay_forms, pay_boards, pay_kicking_speed, pay_techniques, pay_jumping_kicks)
    values (${tournament.id}, ${userId}, ${doyangId}, ${actor.id}, ${enters.has('pay_combat')}, ${enters.has('pay_forms')},
      ${enters.has('pay_boards')}, ${enters.has('pay_kicking_speed')}, ${enters.has('pay_techniques')},
      ${enters.has('pay_jumping_kicks')})`);
}

function registerKind(app: FastifyInstance, kind: ProspectKind): void {
  const base = `/api/${kind.segment}/:id` as const;
  const tags = [`${kind.segment} prospects`];
  const readers = { area: [kind.area, kind.doyangArea] } as const;
  const generalDirection = { generalDirection: true, area: kind.area, action: 'update' } as const;
  const today = () => app.clock.today();

  for (const [list, read, item] of [
    ['prospects', listProspects, kind.prospect],
    ['candidates', listCandidates, kind.candidate],
  ] as const) {
    route(app, {
      method: 'GET',
      url: `${base}/${list}`,
      tags,
      summary: list === 'prospects' ? 'Prospectos (20 por página)' : 'Candidatos (20 por página)',
      permission: readers,
      scope: 'doyang',
      params: idParams,
      query: listParams,
      response: listOf(item),
      handler: async ({ db, actor, params, query }) => {
        await requireEvent(db, kind, params.id);
        const q = parseListQuery(query);
        const search = q.search ?? ((query as Row).prospectSearch as string | undefined)?.trim() ?? null;
        const doyangId = (query as Row).doyang_id;
        return read(db, kind, params.id, doyangScope(actor, doyangId as string | undefined), {
          ...q,
          search: search || null,
          paginate: q.paginate || q.perPage !== 0,
        });
      },
    });
  }

  route(app, {
    method: 'POST',
    status: 201,
    url: `${base}/prospects`,
    tags,
    summary: 'Candidato a prospecto',
    permission: { area: [kind.area, kind.doyangArea], action: 'create' },
    scope: 'doyang',
    params: idParams,
    body: kind.tournament ? addTournamentProspectSchema : addProspectSchema,
    response: kind.prospect,
    handler: async ({ db, actor, params, body }) => {
      const event = await requireEvent(db, kind, params.id);
      const over = eventHasPassed(String(event.date), today());
      if (!canSeeGeneralDirection(actor) && over) throw validationError({ userId: [MSG.prospectEventOver] });
      const scope = doyangScope(actor, body.doyang_id);
      const [candidate] = await rows<{ doyang_id: number }>(
        db,
        sql`select c.doyang_id from (${candidatePeople(kind, scope)}) c join users u on u.id = c.user_id
          where c.user_id = ${body.userId}
            and not exists (select 1 from ${kind.link} p where p.${kind.key} = ${params.id} and p.user_id = c.user_id)
            ${
              kind.exam
                ? sql`and (not exists (select 1 from exam_degrees_allowed a where a.exam_id = ${params.id})
              or u.degree_id in (select a.degree_id from exam_degrees_allowed a where a.exam_id = ${params.id}))`
                : sql``
            }
          order by c.doyang_id limit 1`,
      );
      if (!candidate) await refuseAdd(db, kind, params.id, body.userId, scope);
      if (kind.tournament) {
        await addTournamentProspect(db, actor, event, candidate.doyang_id, body as Row, over);
      } else {
        await db.execute(sql`insert into ${kind.link} (${kind.key}, user_id, doyang_id, added_by)
        values (${params.id}, ${body.userId}, ${candidate.doyang_id}, ${actor.id})`);
      }
      return requireProspect(db, kind, params.id, body.userId);
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/prospects/:userId`,
    tags,
    summary: 'Prospecto a candidato',
    permission: { area: [kind.area, kind.doyangArea], action: 'delete' },
    scope: 'doyang',
    params: personParams,
    response: kind.prospect,
    handler: async ({ db, actor, params }) => {
      const event = await requireEvent(db, kind, params.id);
      const prospect = await requireProspect(db, kind, params.id, params.userId);
      requireDoyang(actor, Number(prospect.doyang_id));
      if (prospect.already_promoted) throw validationError({ userId: [MSG.prospectHasResult] });
      if (!canSeeGeneralDirection(actor)) {
        if (eventHasPassed(String(event.date), today())) throw validationError({ userId: [MSG.prospectEventOver] });
        if (prospect.is_prospect_approved !== null) throw validationError({ userId: [MSG.prospectReviewed] });
      }
      if (kind.exam)
        await db.execute(sql`delete from exam_block_prospects where user_id = ${params.userId}
          and exam_block_id in (select id from exam_blocks where exam_id = ${params.id})`);
      await db.execute(sql`delete from ${kind.link} where ${kind.key} = ${params.id} and user_id = ${params.userId}`);
      return prospect;
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/prospects/:userId`,
    tags,
    summary: 'Aprobar o rechazar un prospecto (dirección general)',
    permission: generalDirection,
    scope: 'doyang',
    params: personParams,
    body: approvalSchema,
    response: kind.prospect,
    handler: async ({ db, params, body }) => {
      await requireEvent(db, kind, params.id);
      await requireProspect(db, kind, params.id, params.userId);
      await db.execute(sql`update ${kind.link} set is_prospect_approved = ${body.is_prospect_approved}, updated_at = now()
        where ${kind.key} = ${params.id} and user_id = ${params.userId}`);
      return requireProspect(db, kind, params.id, params.userId);
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/prospects`,
    tags,
    summary: 'Aprobar o rechazar varios prospectos (dirección general)',
    permission: generalDirection,
    scope: 'doyang',
    params: idParams,
    body: bulkApprovalSchema,
    response: z.array(kind.prospect),
    handler: async ({ db, params, body }) => {
      await requireEvent(db, kind, params.id);
      const ids = [...new Set(body.user_ids)];
      const found = await loadProspects(db, kind, params.id, ids);
      if (found.length !== ids.length) throw new HttpError(404, MSG.prospectNotFound);
      await db.execute(sql`update ${kind.link} set is_prospect_approved = ${body.is_prospect_approved}, updated_at = now()
        where ${kind.key} = ${params.id} and user_id in ${ids}`);
      return loadProspects(db, kind, params.id, ids);
    },
  });
}

export async function prospectRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of PROSPECT_KINDS) registerKind(app, kind);
}
