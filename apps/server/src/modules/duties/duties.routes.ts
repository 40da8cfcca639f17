import type { FastifyInstance } from 'fastify';
import { dutyReadRoutes } from './duties-read.routes.ts';
import { dutyWriteRoutes } from './duties-write.routes.ts';

// The bimonthly duties' routes, registered as one plugin (app.ts): reads first, then writes.
export async function dutyRoutes(app: FastifyInstance): Promise<void> {
  await dutyReadRoutes(app);
  await dutyWriteRoutes(app);
}
