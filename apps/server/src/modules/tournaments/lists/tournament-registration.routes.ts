import { COMPETITIONS, MSG, offeredCompetitions, prospectRegistrationSchema } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../../http/errors.ts';
import { registrationRoute, TOURNAMENT_KIND } from '../../prospects/index.ts';

// What a tournament prospect enters (pay_*: two or more counted competitions take the two-modalities price) and how
// they travel (bus, hotel); a competition the tournament does not offer is refused.

export async function tournamentRegistrationRoutes(app: FastifyInstance): Promise<void> {
  registrationRoute(app, TOURNAMENT_KIND, {
    summary: 'Competencias, autobús y hotel de un prospecto',
    body: prospectRegistrationSchema,
    refuse: (tournament, body) => {
      const offered = offeredCompetitions(tournament);
      const refused = COMPETITIONS.find((c) => body[c.pay] === true && !offered.includes(c.id));
      if (refused) throw validationError({ [refused.pay]: [MSG.competitionNotOffered] });
    },
  });
}
