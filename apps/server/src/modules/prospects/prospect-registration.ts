import { canSeeGeneralDirection, eventHasPassed, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { ProspectKind } from './prospect-kinds.ts';
import { personParams, requireEvent, requireProspect } from './prospects.routes.ts';

// What a prospect of an event or tournament enters and how they travel (PUT /api/{segment}/{id}/prospects/{userId}/registration):
// the doyang's staff set it for their people until the event's day, general direction any time. One route for every
// kind that travels; each kind names its body and what it refuses beyond that.

type Row = Record<string, unknown>;

export function registrationRoute<K extends ProspectKind, B extends z.ZodType<Record<string, unknown>>>(
  app: FastifyInstance,
  kind: K,
  options: { summary: string; body: B; refuse?: (event: Row, body: z.output<B>) => void },
): void {
  route(app, {
    method: 'PUT',
    url: `/api/${kind.segment}/:id/prospects/:userId/registration`,
    tags: [`${kind.segment} prospects`],
    summary: options.summary,
    permission: { area: [kind.area, kind.doyangArea], action: 'update' },
    scope: 'doyang',
    params: personParams,
    body: options.body,
    response: kind.prospect,
    handler: async ({ db, actor, params, body }) => {
      const event = await requireEvent(db, kind, params.id);
      const prospect = await requireProspect(db, kind, params.id, params.userId);
      requireDoyang(actor, Number(prospect.doyang_id));
      if (!canSeeGeneralDirection(actor) && eventHasPassed(String(event.date), app.clock.today()))
        throw validationError({ userId: [MSG.prospectEventOver] });
      options.refuse?.(event, body as z.output<B>);
      const changes = Object.entries(body).filter(([, v]) => v !== undefined);
      if (changes.length) {
        const set = sql.join(
          changes.map(([k, v]) => sql`${sql.raw(k)} = ${v}`),
          sql`, `,
        );
        await db.execute(sql`update ${kind.link} set ${set}, updated_at = now()
          where ${kind.key} = ${params.id} and user_id = ${params.userId}`);
      }
      return requireProspect(db, kind, params.id, params.userId);
    },
  });
}
