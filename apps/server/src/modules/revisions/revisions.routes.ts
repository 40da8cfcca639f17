import {
  accessibleDoyangIds,
  MSG,
  type RevisionSummaryAnswer,
  revisionAnswer,
  revisionApprovedAnswer,
  revisionApproveSchema,
  revisionAssignedAnswer,
  revisionAssignSchema,
  revisionCreateSchema,
  revisionResult,
  revisionSummaryAnswer,
  revisionUpdatedAnswer,
  revisionUpdateSchema,
  revisionWithResultsAnswer,
  studentRequirementAnswer,
} from '@doyang/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { revision_results, revisions } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, queryOf } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { onWire } from '../../http/wire.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { loadGroup } from '../groups/index.ts';
import { mustLoad, requireManage, requireReviewableStudent, requireSeason } from './revisions.guards.ts';
import { requirementOfStudent } from './revisions.queries.ts';

const tags = ['revisions'];
const params = idParams;
const listQuery = listQueryParams({ doyang_group_id: Q.id });
const requirementQuery = queryOf({ user_id: Q.id.transform(Number) });
const READERS = { area: ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo'] } as const;
/** The group's responsible, certifier, kyosas or general direction (canManageRevision, domain revisions.ts). */
const MANAGERS = {
  anyLogin: 'canManageRevision (domain revisions.ts): responsable, certificador, kyosas del grupo o dirección general',
};

export async function revisionRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();

  // Revision index by group (spec 02 §7).
  route(app, {
    method: 'GET',
    url: '/api/revisions',
    tags,
    summary: 'Lista de revisiones de un grupo, con sus alumnos completos e incompletos',
    permission: READERS,
    scope: 'doyang',
    response: z.array(revisionSummaryAnswer),
    query: listQuery,
    handler: async ({ db, actor, query }) => {
      const f = parseListQuery(query).filters;
      const groupId = Number(f.doyang_group_id) || null;
      if (groupId) requireDoyang(actor, (await loadGroup(db, groupId)).doyang_id);
      const scope = accessibleDoyangIds(actor);
      return rows<RevisionSummaryAnswer>(
        db,
        sql`select r.id, r.name, r.active, r.doyang_group_id, to_json(r.created_at) as created_at,
          (select count(*)::int from revision_results rr where rr.revision_id = r.id and rr.result = 1) as complete_count,
          (select count(*)::int from revision_results rr where rr.revision_id = r.id and rr.result = 2) as incomplete_count
        from revisions r join doyang_groups g on g.id = r.doyang_group_id
        where (${groupId}::int is null or r.doyang_group_id = ${groupId}::int)
          and ${scope === null ? sql`true` : scope.length ? sql`g.doyang_id in ${scope}` : sql`false`}
        order by r.id desc`,
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/revisions/:id',
    tags,
    summary: 'Una revisión con el resultado de cada alumno',
    permission: READERS,
    scope: 'doyang',
    response: revisionWithResultsAnswer,
    params,
    handler: async ({ db, actor, params }) => {
      const revision = await mustLoad(db, params.id);
      requireDoyang(actor, revision.doyang_id);
      const results = await db.select().from(revision_results).where(eq(revision_results.revision_id, revision.id));
      return { ...revision, results: onWire(results) };
    },
  });

  // What a student's review checks: the requirement of their degree and age, and the stored result.
  route(app, {
    method: 'GET',
    url: '/api/revisions/:id/requirement',
    tags,
    summary: 'Requisito del siguiente examen de un alumno y su resultado en la revisión',
    permission: MANAGERS,
    scope: 'doyang',
    response: studentRequirementAnswer,
    params,
    query: requirementQuery,
    handler: async ({ db, actor, params, query }) => {
      const revision = await mustLoad(db, params.id);
      requireManage(actor, revision);
      const userId = query.user_id;
      await requireReviewableStudent(db, actor, revision, userId);
      const { requirement } = await requirementOfStudent(db, userId, today());
      const [result] = await db
        .select()
        .from(revision_results)
        .where(and(eq(revision_results.revision_id, revision.id), eq(revision_results.user_id, userId)));
      return { requirement, result: onWire(result ?? null) };
    },
  });

  // Created inactive (spec 02 §4); 'Activar revisión' comes after a confirmation.
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/revisions',
    tags,
    summary: 'Crea una revisión (inactiva) de un grupo',
    permission: MANAGERS,
    scope: 'doyang',
    response: revisionAnswer,
    body: revisionCreateSchema,
    handler: async ({ db, actor, body }) => {
      const group = await loadGroup(db, body.doyang_group_id);
      const kyosas = await rows<{ user_id: number }>(
        db,
        sql`select user_id from doyang_group_kyosas where doyang_group_id = ${group.id}`,
      );
      requireManage(actor, { ...group, kyosa_ids: kyosas.map((k) => k.user_id) });
      const [row] = await db.insert(revisions).values({ name: body.name, doyang_group_id: group.id, active: false }).returning();
      return onWire(row);
    },
  });

  // {active: true} activates it ('Tu revisión se activó correctamente'); a group has one active revision.
  route(app, {
    method: 'PUT',
    url: '/api/revisions/:id',
    tags,
    summary: 'Edita o activa una revisión',
    permission: MANAGERS,
    scope: 'doyang',
    response: revisionUpdatedAnswer,
    params,
    body: revisionUpdateSchema,
    handler: async ({ db, actor, params, body }) => {
      const revision = await mustLoad(db, params.id);
      requireManage(actor, revision);
      const { name, active } = body;
      // Nothing to change is a no-op that answers the record, as an edit form saved unchanged expects.
      if (name === undefined && active === undefined) {
        const [unchanged] = await db.select().from(revisions).where(eq(revisions.id, revision.id));
        return onWire(unchanged);
      }
      if (active === true) {
        await db
          .update(revisions)
          .set({ active: false })
          .where(and(eq(revisions.doyang_group_id, revision.doyang_group_id), ne(revisions.id, revision.id)));
      }
      const [row] = await db
        .update(revisions)
        .set({ ...(name === undefined ? {} : { name }), ...(active === undefined ? {} : { active }) })
        .where(eq(revisions.id, revision.id))
        .returning();
      return onWire(active === true && !revision.active ? { ...row, message: MSG.revisionActivated } : row);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/revisions/:id',
    tags,
    summary: 'Elimina una revisión',
    permission: MANAGERS,
    scope: 'doyang',
    response: revisionAnswer,
    params,
    handler: async ({ db, actor, params }) => {
      const revision = await mustLoad(db, params.id);
      requireManage(actor, revision);
      const [row] = await db.delete(revisions).where(eq(revisions.id, revision.id)).returning();
      return onWire(row);
    },
  });

  // Revision assign: the student's result from what is checked against their requirement (1 complete, 2 incomplete).
  route(app, {
    method: 'POST',
    url: '/api/revisions/assign',
    tags,
    summary: 'Guarda lo que cubre un alumno en la revisión y su resultado',
    permission: MANAGERS,
    scope: 'doyang',
    response: revisionAssignedAnswer,
    body: revisionAssignSchema,
    handler: async ({ db, actor, body }) => {
      const revision = await mustLoad(db, body.id);
      requireManage(actor, revision);
      await requireSeason(db, today());
      if (!revision.active) throw validationError({ revision: [MSG.revisionInactive] });
      await requireReviewableStudent(db, actor, revision, body.user_id);
      const { requirement } = await requirementOfStudent(db, body.user_id, today());
      const required = {
        products: requirement?.products.map((p) => p.id) ?? [],
        others: requirement?.other_exam_requisites.map((o) => o.id) ?? [],
      };
      const values = {
        result: revisionResult(required, body.requirementProducts, body.requirementOther),
        requirement_products: body.requirementProducts,
        requirement_other: body.requirementOther,
        assigned_by: actor.id,
        assigned_at: new Date(),
      };
      const [row] = await db
        .insert(revision_results)
        .values({ revision_id: revision.id, user_id: body.user_id, ...values })
        .onConflictDoUpdate({ target: [revision_results.revision_id, revision_results.user_id], set: values })
        .returning();
      return { message: MSG.revisionAssigned, data: onWire(row), requirement };
    },
  });

  // '(DG) Todo cubierto y a tiempo': general direction marks the student's revision complete.
  route(app, {
    method: 'POST',
    url: '/api/revisions/approve_student_revision',
    tags,
    summary: 'Dirección general da por completa la revisión de un alumno',
    permission: { generalDirection: true },
    scope: 'doyang',
    response: revisionApprovedAnswer,
    body: revisionApproveSchema,
    handler: async ({ db, actor, body }) => {
      const revision = await mustLoad(db, body.revision_id);
      await requireSeason(db, today());
      await requireReviewableStudent(db, actor, revision, body.user_id);
      const values = { result: 1, approved_by: actor.id, approved_at: new Date() };
      const [row] = await db
        .insert(revision_results)
        .values({ revision_id: revision.id, user_id: body.user_id, ...values })
        .onConflictDoUpdate({ target: [revision_results.revision_id, revision_results.user_id], set: values })
        .returning();
      return { message: MSG.revisionApproved, data: onWire(row) };
    },
  });
}
