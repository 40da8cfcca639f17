import {
  COMPETITIONS,
  canSeeGeneralDirection,
  eventHasPassed,
  MSG,
  offeredCompetitions,
  prospectRegistrationSchema,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../../http/errors.ts';
import { route } from '../../../http/route.ts';
import { requireDoyang } from '../../../plugins/permissions.ts';
import { personParams, requireEvent, requireProspect, TOURNAMENT_KIND } from '../../prospects/index.ts';

// What a tournament prospect enters (pay_*: two or more counted competitions take the two-modalities price) and how
// they travel (bus, hotel). The doyang's staff set it for their people until the tournament's day; general direction
// any time.

export async function tournamentRegistrationRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'PUT',
    url: '/api/tournaments/:id/prospects/:userId/registration',
    tags: ['tournaments prospects'],
    summary: 'Competencias, autobús y hotel de un prospecto',
    permission: { area: ['Torneos', 'Doyang Torneos'], action: 'update' },
    scope: 'doyang',
    params: personParams,
    body: prospectRegistrationSchema,
    response: TOURNAMENT_KIND.prospect,
    handler: async ({ db, actor, params, body }) => {
      const tournament = await requireEvent(db, TOURNAMENT_KIND, params.id);
      const prospect = await requireProspect(db, TOURNAMENT_KIND, params.id, params.userId);
      requireDoyang(actor, Number(prospect.doyang_id));
      if (!canSeeGeneralDirection(actor) && eventHasPassed(String(tournament.date), app.clock.today()))
        throw validationError({ userId: [MSG.prospectEventOver] });
      const offered = offeredCompetitions(tournament);
      const refused = COMPETITIONS.find((c) => body[c.pay] === true && !offered.includes(c.id));
      if (refused) throw validationError({ [refused.pay]: [MSG.competitionNotOffered] });
      const changes = Object.entries(body).filter(([, v]) => v !== undefined);
      if (changes.length) {
        const set = sql.join(
          changes.map(([k, v]) => sql`${sql.raw(k)} = ${v}`),
          sql`, `,
        );
        await db.execute(sql`update tournament_prospects set ${set}, updated_at = now()
          where tournament_id = ${params.id} and user_id = ${params.userId}`);
      }
      return requireProspect(db, TOURNAMENT_KIND, params.id, params.userId);
    },
  });
}
