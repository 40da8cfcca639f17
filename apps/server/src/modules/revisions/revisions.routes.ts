import {
  accessibleDoyangIds,
  canManageRevision,
  MSG,
  revisionApproveSchema,
  revisionAssignSchema,
  revisionCreateSchema,
  revisionResult,
  revisionSeasonOpen,
  revisionUpdateSchema,
} from '@doyang/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayOf } from '../../config.ts';
import { revision_results, revisions } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, queryOf } from '../../http/query-params.ts';
import { requireDoyang, requireGeneralDirection, requirePermission } from '../../plugins/permissions.ts';
import { configurationValues } from '../../shared/configuration-values.ts';
import { loadGroup } from '../groups/index.ts';
import { groupStudentDoyang, loadRevision, type RevisionTarget, requirementOfStudent } from './revisions.queries.ts';

const tags = ['revisions'];
const params = idParams;
const listQuery = listQueryParams({ doyang_group_id: Q.id });
const requirementQuery = queryOf({ user_id: Q.id.transform(Number) });

function requireManage(request: FastifyRequest, target: Parameters<typeof canManageRevision>[1]): void {
  if (!canManageRevision(request.user, target)) throw forbidden(MSG.forbidden);
}

async function mustLoad(request: FastifyRequest, id: number): Promise<RevisionTarget> {
  const revision = await loadRevision(request.server.db, id);
  if (!revision) throw notFound();
  return revision;
}

/**
 * A review reads or writes one student's data: the student must be in the revision's group and in the
 * caller's doyangs (a kyosa never learns another doyang's student's belt and age through a revision).
 */
async function requireReviewableStudent(request: FastifyRequest, revision: RevisionTarget, userId: number): Promise<void> {
  const student = await groupStudentDoyang(request.server.db, revision.doyang_group_id, userId);
  if (!student) throw validationError({ user_id: [MSG.studentNotInGroup] });
  if (student.doyang_id !== null) requireDoyang(request, student.doyang_id);
}

/** Reviews happen only within the revision season (configuration 24 to 25). */
async function requireSeason(request: FastifyRequest): Promise<void> {
  const config = await configurationValues(request.server.db, ['reviewStart', 'reviewEnd']);
  if (!revisionSeasonOpen(todayOf(request.server.config), config.reviewStart, config.reviewEnd)) {
    throw validationError({ revision: [MSG.revisionOutOfSeason] });
  }
}

export async function revisionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => todayOf(app.config);

  // Revision index by group (spec 02 §7).
  r.get('/api/revisions', { schema: { tags, querystring: listQuery } }, async (request) => {
    requirePermission(request, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
    const f = parseListQuery(request.query).filters;
    const groupId = Number(f.doyang_group_id) || null;
    if (groupId) requireDoyang(request, (await loadGroup(app.db, groupId)).doyang_id);
    const scope = accessibleDoyangIds(request.user);
    return rows(
      app.db,
      sql`select r.id, r.name, r.active, r.doyang_group_id, to_json(r.created_at) as created_at,
        (select count(*)::int from revision_results rr where rr.revision_id = r.id and rr.result = 1) as complete_count,
        (select count(*)::int from revision_results rr where rr.revision_id = r.id and rr.result = 2) as incomplete_count
      from revisions r join doyang_groups g on g.id = r.doyang_group_id
      where (${groupId}::int is null or r.doyang_group_id = ${groupId}::int)
        and ${scope === null ? sql`true` : scope.length ? sql`g.doyang_id in ${scope}` : sql`false`}
      order by r.id desc`,
    );
  });

  r.get('/api/revisions/:id', { schema: { tags, params } }, async (request) => {
    requirePermission(request, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
    const revision = await mustLoad(request, request.params.id);
    requireDoyang(request, revision.doyang_id);
    const results = await app.db.select().from(revision_results).where(eq(revision_results.revision_id, revision.id));
    return { ...revision, results };
  });

  // What a student's review checks: the requirement of their degree and age, and the stored result.
  r.get('/api/revisions/:id/requirement', { schema: { tags, params, querystring: requirementQuery } }, async (request) => {
    const revision = await mustLoad(request, request.params.id);
    requireManage(request, revision);
    const userId = request.query.user_id;
    await requireReviewableStudent(request, revision, userId);
    const { requirement } = await requirementOfStudent(app.db, userId, today());
    const [result] = await app.db
      .select()
      .from(revision_results)
      .where(and(eq(revision_results.revision_id, revision.id), eq(revision_results.user_id, userId)));
    return { requirement, result: result ?? null };
  });

  // Created inactive (spec 02 §4); 'Activar revisión' comes after a confirmation.
  r.post('/api/revisions', { schema: { tags, body: revisionCreateSchema } }, async (request, reply) => {
    const group = await loadGroup(app.db, request.body.doyang_group_id);
    const kyosas = await rows<{ user_id: number }>(
      app.db,
      sql`select user_id from doyang_group_kyosas where doyang_group_id = ${group.id}`,
    );
    requireManage(request, { ...group, kyosa_ids: kyosas.map((k) => k.user_id) });
    const [row] = await app.db
      .insert(revisions)
      .values({ name: request.body.name, doyang_group_id: group.id, active: false })
      .returning();
    return reply.status(201).send(row);
  });

  // {active: true} activates it ('Tu revisión se activó correctamente'); a group has one active revision.
  r.put('/api/revisions/:id', { schema: { tags, params, body: revisionUpdateSchema } }, async (request) => {
    const revision = await mustLoad(request, request.params.id);
    requireManage(request, revision);
    const { name, active } = request.body;
    // Nothing to change is a no-op that answers the record, as an edit form saved unchanged expects.
    if (name === undefined && active === undefined) {
      const [unchanged] = await app.db.select().from(revisions).where(eq(revisions.id, revision.id));
      return unchanged;
    }
    const row = await app.db.transaction(async (tx) => {
      if (active === true) {
        await tx
          .update(revisions)
          .set({ active: false })
          .where(and(eq(revisions.doyang_group_id, revision.doyang_group_id), ne(revisions.id, revision.id)));
      }
      const [updated] = await tx
        .update(revisions)
        .set({ ...(name === undefined ? {} : { name }), ...(active === undefined ? {} : { active }) })
        .where(eq(revisions.id, revision.id))
        .returning();
      return updated;
    });
    return active === true && !revision.active ? { ...row, message: MSG.revisionActivated } : row;
  });

  r.delete('/api/revisions/:id', { schema: { tags, params } }, async (request) => {
    const revision = await mustLoad(request, request.params.id);
    requireManage(request, revision);
    const [row] = await app.db.delete(revisions).where(eq(revisions.id, revision.id)).returning();
    return row;
  });

  // Revision assign: the student's result from what is checked against their requirement (1 complete, 2 incomplete).
  r.post('/api/revisions/assign', { schema: { tags, body: revisionAssignSchema } }, async (request) => {
    const body = request.body;
    const revision = await mustLoad(request, body.id);
    requireManage(request, revision);
    await requireSeason(request);
    if (!revision.active) throw validationError({ revision: [MSG.revisionInactive] });
    await requireReviewableStudent(request, revision, body.user_id);
    const { requirement } = await requirementOfStudent(app.db, body.user_id, today());
    const required = {
      products: requirement?.products.map((p) => p.id) ?? [],
      others: requirement?.other_exam_requisites.map((o) => o.id) ?? [],
    };
    const values = {
      result: revisionResult(required, body.requirementProducts, body.requirementOther),
      requirement_products: body.requirementProducts,
      requirement_other: body.requirementOther,
      assigned_by: request.user.id,
      assigned_at: new Date(),
    };
    const [row] = await app.db
      .insert(revision_results)
      .values({ revision_id: revision.id, user_id: body.user_id, ...values })
      .onConflictDoUpdate({ target: [revision_results.revision_id, revision_results.user_id], set: values })
      .returning();
    return { message: MSG.revisionAssigned, data: row, requirement };
  });

  // '(DG) Todo cubierto y a tiempo': general direction marks the student's revision complete.
  r.post('/api/revisions/approve_student_revision', { schema: { tags, body: revisionApproveSchema } }, async (request) => {
    requireGeneralDirection(request);
    const body = request.body;
    const revision = await mustLoad(request, body.revision_id);
    await requireSeason(request);
    await requireReviewableStudent(request, revision, body.user_id);
    const values = { result: 1, approved_by: request.user.id, approved_at: new Date() };
    const [row] = await app.db
      .insert(revision_results)
      .values({ revision_id: revision.id, user_id: body.user_id, ...values })
      .onConflictDoUpdate({ target: [revision_results.revision_id, revision_results.user_id], set: values })
      .returning();
    return { message: MSG.revisionApproved, data: row };
  });
}
