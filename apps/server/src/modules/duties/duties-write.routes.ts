import {
  DUTY_READERS,
  dutyConcerns,
  dutyContentChanged,
  GENERAL_DIRECTION_DOYANG_ID,
  hasTwoAudiences,
  MSG,
  monthlyDutyAnswer,
  monthlyDutyDoneSchema,
  monthlyDutyRowAnswer,
  monthlyDutySchema,
  setsGeneralDirectionFlag,
} from '@doyang/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { monthly_duties, monthly_duty_doyangs } from '../../db/schema/index.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { onWire } from '../../http/wire.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { generalDirectionLevel, loadDuty, requireOwnDutyWrite } from './duties.guards.ts';
import { showDuty } from './duty-record.queries.ts';

const tags = ['monthly_duties'];
const params = idParams;
const READERS = DUTY_READERS;

// PUT carries either the done toggle {monthly_duty_id, doyang_id, done} or the duty's fields.
const dutyPutBody = bodyUnion({
  done: { when: (raw) => raw.done !== undefined, schema: monthlyDutyDoneSchema },
  fields: { when: () => true, schema: monthlyDutySchema.partial() },
});
/** What a duty's write may carry (its columns, the form's fields, the done toggle's): a made-up key is a 422. */
const refuseUnknown = refuseUnknownKeys(
  knownKeys(monthly_duties, Object.keys(monthlyDutySchema.shape), Object.keys(monthlyDutyDoneSchema.shape)),
);
/** Writers: the catalogue's general-direction level or a doyang's own duties (duties.guards.ts). */
const WRITERS = { anyLogin: 'dutyGeneralDirectionLevel o requireOwnDutyWrite (duties.guards.ts)' };

export async function dutyWriteRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/monthly_duties',
    tags,
    summary: 'Crea una tarea bimestral',
    permission: WRITERS,
    scope: 'doyang',
    response: monthlyDutyAnswer,
    body: monthlyDutySchema,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, body }) => {
      if (hasTwoAudiences(body)) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
      let doyangId = body.doyang_id ?? null;
      if (generalDirectionLevel(actor, 'create')) {
        doyangId ??= GENERAL_DIRECTION_DOYANG_ID;
      } else {
        requirePermission(actor, 'Doyang Tareas Bimestrales', 'create');
        if (setsGeneralDirectionFlag(body)) throw forbidden(MSG.generalDirectionOnlyField);
        if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
        requireDoyang(actor, doyangId);
      }
      const [row] = await db
        .insert(monthly_duties)
        .values({ ...body, doyang_id: doyangId, created_by: actor.id })
        .returning({ id: monthly_duties.id });
      return showDuty(db, actor, row.id, doyangId);
    },
  });

  // Editing the content clears every done mark: the form warned that doyangs lose it (MSG.dutyEditWarning).
  route(app, {
    method: 'PUT',
    url: '/api/monthly_duties/:id',
    tags,
    summary: 'Edita una tarea bimestral o marca si un doyang la hizo',
    permission: WRITERS,
    scope: 'doyang',
    response: monthlyDutyAnswer,
    params,
    body: dutyPutBody,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, params, body }) => {
      const duty = await loadDuty(db, params.id);
      if (body.kind === 'done') {
        const toggle = body.data;
        requirePermission(actor, READERS, 'update');
        requireDoyang(actor, toggle.doyang_id);
        if (!dutyConcerns(duty, toggle.doyang_id)) throw validationError({ doyang_id: [MSG.dutyNotForDoyang] });
        if (toggle.done) {
          await db
            .insert(monthly_duty_doyangs)
            .values({ monthly_duty_id: duty.id, doyang_id: toggle.doyang_id, done_by: actor.id })
            .onConflictDoNothing();
        } else {
          await db
            .delete(monthly_duty_doyangs)
            .where(and(eq(monthly_duty_doyangs.monthly_duty_id, duty.id), eq(monthly_duty_doyangs.doyang_id, toggle.doyang_id)));
        }
        return showDuty(db, actor, duty.id, toggle.doyang_id);
      }
      const data = onlySent(body.data, body.sent);
      if (!generalDirectionLevel(actor, 'update')) {
        requireOwnDutyWrite(actor, duty, 'update');
        if (setsGeneralDirectionFlag(data)) throw forbidden(MSG.generalDirectionOnlyField);
        if (data.doyang_id) requireDoyang(actor, data.doyang_id);
      }
      if (hasTwoAudiences({ ...duty, ...data })) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
      const changed = dutyContentChanged(duty, data);
      if (Object.keys(data).length) {
        await db
          .update(monthly_duties)
          .set({ ...data, updated_at: new Date() })
          .where(eq(monthly_duties.id, duty.id));
      }
      if (changed) await db.delete(monthly_duty_doyangs).where(eq(monthly_duty_doyangs.monthly_duty_id, duty.id));
      return showDuty(db, actor, duty.id, data.doyang_id ?? duty.doyang_id);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/monthly_duties/:id',
    tags,
    summary: 'Elimina una tarea bimestral',
    permission: WRITERS,
    scope: 'doyang',
    response: monthlyDutyRowAnswer,
    params,
    handler: async ({ db, actor, params }) => {
      const duty = await loadDuty(db, params.id);
      if (!generalDirectionLevel(actor, 'delete')) requireOwnDutyWrite(actor, duty, 'delete');
      const [row] = await db.delete(monthly_duties).where(eq(monthly_duties.id, duty.id)).returning();
      return onWire(row);
    },
  });
}
