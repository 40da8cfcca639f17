import { enrollmentUpdateSchema, MSG } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { requireGeneralDirection, requirePermission } from '../../plugins/permissions.ts';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = async (request: Parameters<typeof requireGeneralDirection>[0]) => {
    requireGeneralDirection(request);
    requirePermission(request, 'Alumnos', 'update');
  };

  r.put(
    '/api/enrollments/:id',
    { schema: { tags, params, body: enrollmentUpdateSchema }, preValidation: guard },
    async (request) => {
      const [before] = await app.db.select().from(enrollments).where(eq(enrollments.id, request.params.id));
      if (!before) throw notFound();
      const next = {
        enrollment_date: request.body.enrollment_date ?? before.enrollment_date,
        disenroll_date: request.body.disenroll_date === undefined ? before.disenroll_date : request.body.disenroll_date,
      };
      if (next.disenroll_date && next.disenroll_date < next.enrollment_date) {
        throw validationError({ disenroll_date: [MSG.disenrollBeforeEnrollment] });
      }
      const [row] = await app.db.update(enrollments).set(next).where(eq(enrollments.id, before.id)).returning();
      await syncEnrollmentDate(app.db, row.user_id);
      return row;
    },
  );

  r.delete('/api/enrollments/:id', { schema: { tags, params }, preValidation: guard }, async (request) => {
    const [row] = await app.db.delete(enrollments).where(eq(enrollments.id, request.params.id)).returning();
    if (!row) throw notFound();
    await syncEnrollmentDate(app.db, row.user_id);
    return row;
  });
}
