import { MSG, pdfFile } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fullName } from '../../db/relations.ts';
import { one } from '../../db/sql.ts';
import { HttpError } from '../../http/errors.ts';
import { Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { type EnrollmentApplicant, enrollmentApplicationDoc } from '../../reports/pdf/enrollment-application.ts';
import { sendPdf } from '../../reports/pdf.ts';
import { authorizeRecord } from './users.routes.ts';
import { loadUserRow } from './users.service.ts';

const params = z.object({ id: Q.id.transform(Number), userId: Q.id.transform(Number) });

/**
 * The enrollment application of one stay (spec 03 §7 `solicitud_de_enrollmenten.pdf`): whoever reads the student's
 * record prints it; the stay must be the student's. One statement for the student, the stay and the pickers.
 */
export async function enrollmentApplicationRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/enrollment_applications/enrollment/:id/user/:userId',
    tags: ['enrollments'],
    summary: 'Solicitud de inscripción de una estancia (PDF)',
    permission: { anyLogin: 'authorizeRecord (users.routes.ts): el propio expediente o el de su doyang' },
    scope: 'doyang',
    params,
    response: pdfFile,
    handler: async ({ db, actor, params, reply }) => {
      authorizeRecord(actor, await loadUserRow(db, params.userId), 'read');
      const data = await one<EnrollmentApplicant>(
        db,
        sql`select ${fullName('u')} as full_name, u.birth_date::text as birth_date, u.sex, u.blood_type, u.civil_state,
          u.job_description, u.school, u.address, u.neighborhood, u.city, u.cellphone, u.phone1, u.email, u.health_info,
          u.father_name, u.father_cellphone, u.father_job, u.mother_name, u.mother_cellphone, u.mother_job,
          coalesce((select json_agg(json_build_object('name', c.name, 'telephone', c.telephone, 'kinship', c.kinship) order by c.id)
            from child_pickers c where c.user_id = u.id), '[]'::json) as pickers,
          dy.name as doyang_name, g.name as group_name, g.begins_at::text as group_begins_at, g.ends_at::text as group_ends_at,
          d.name as degree_name, b.name as bundle_name, ${fullName('r')} as responsible_name,
          e.enrollment_date::text as enrollment_date, e.disenroll_date::text as disenroll_date, u.start_tkd_date::text as start_tkd_date
        from enrollments e join users u on u.id = e.user_id
          join doyangs dy on dy.id = coalesce(e.doyang_id, u.doyang_id)
          left join users r on r.id = dy.user_responsible_id
          left join doyang_groups g on g.id = u.doyang_group_id
          left join degrees d on d.id = u.degree_id
          left join doyang_bundles b on b.id = u.doyang_bundle_id
        where e.id = ${params.id} and e.user_id = ${params.userId}`,
      );
      if (!data) throw new HttpError(404, MSG.enrollmentNotOfUser);
      return sendPdf(reply, 'solicitud_de_enrollmenten.pdf', enrollmentApplicationDoc(data, app.clock.today()));
    },
  });
}
