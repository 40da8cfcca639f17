import { serverTimeAnswer } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function timeRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/time',
    tags: ['system'],
    summary: 'La hora del servidor, el día del calendario del producto y su zona horaria (APP_TIMEZONE)',
    permission: { anyLogin: 'el reloj de la aplicación' },
    scope: 'network',
    response: serverTimeAnswer,
    handler: async () => ({ now: new Date().toISOString(), today: app.clock.today(), time_zone: app.clock.timeZone }),
  });
}
