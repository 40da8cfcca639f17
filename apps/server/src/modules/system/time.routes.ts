import { todayYmd } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';

export async function timeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/time', { schema: { tags: ['system'] } }, async () => {
    const now = new Date();
    return { now: now.toISOString(), today: todayYmd(now) };
  });
}
