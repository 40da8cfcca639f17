import { todayYmd } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../http/route.ts';

export async function timeRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/time',
    tags: ['system'],
    summary: 'La hora del servidor y el día de la Ciudad de México',
    permission: { anyLogin: 'el reloj de la aplicación' },
    scope: 'network',
    response: z.object({ now: z.string(), today: z.string() }),
    handler: async () => {
      const now = new Date();
      return { now: now.toISOString(), today: todayYmd(now) };
    },
  });
}
