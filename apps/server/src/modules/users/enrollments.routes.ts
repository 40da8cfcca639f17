import { enrollmentAnswer, enrollmentUpdateSchema, MSG } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';

const tags = ['enrollments'];
const params = idParams;

/** The student's enrollment_date is their first inscription: it follows the history when the history is edited. */
async function syncEnrollmentDate(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update users set enrollment_date = coalesce(
      (select min(enrollment_date) from enrollments where user_id = ${userId}), enrollment_date), updated_at = now()
    where id = ${userId}`);
}

/** Enrollment history (spec 02 §4): edited or deleted by general direction only. */
export async function enrollmentRoutes(app: FastifyInstance): Promise<void> {
  const permission = { generalDirection: true, area: 'Alumnos', action: 'update' } as const;

  route(app, {
    method: 'PUT',
    url: '/api/enrollments/:id',
    tags,
    summary: 'Corrige las fechas de una estancia',
    permission,
    scope: 'network',
    response: enrollmentAnswer,
    params,
    body: enrollmentUpdateSchema,
    handler: async ({ db, params, body }) => {
      const [before] = await db.select().from(enrollments).where(eq(enrollments.id, params.id));
      if (!before) throw notFound();
      const next = {
        enrollment_date: body.enrollment_date ?? before.enrollment_date,
        disenroll_date: body.disenroll_date === undefined ? before.disenroll_date : body.disenroll_date,
      };
      if (next.disenroll_date && next.disenroll_date < next.enrollment_date) {
        throw validationError({ disenroll_date: [MSG.disenrollBeforeEnrollment] });
      }
      const [row] = await db.update(enrollments).set(next).where(eq(enrollments.id, before.id)).returning();
      await syncEnrollmentDate(db, row.user_id);
      return row;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/enrollments/:id',
    tags,
    summary: 'Elimina una estancia del historial',
    permission,
    scope: 'network',
    response: enrollmentAnswer,
    params,
    handler: async ({ db, params }) => {
      const [row] = await db.delete(enrollments).where(eq(enrollments.id, params.id)).returning();
      if (!row) throw notFound();
      await syncEnrollmentDate(db, row.user_id);
      return row;
    },
  });
}
