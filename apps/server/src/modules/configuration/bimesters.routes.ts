import { bimesterAddedAnswer, bimesterSchema, bimestersAnswer, CONFIGURATION_IDS, MSG } from '@doyang/domain';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockFor } from '../../db/locks.ts';
import { bimesters, configurations } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';

const tags = ['configuration'];

export async function bimesterRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/bimesters',
    tags,
    summary: 'Bimestres, el más reciente primero',
    permission: { anyLogin: 'los periodos que ve la pantalla de asistencias' },
    scope: 'network',
    response: bimestersAnswer,
    handler: async ({ db }) => db.select().from(bimesters).orderBy(desc(bimesters.start_date)),
  });

  // 'Bimestre agregado': the new period becomes the current one (configuration 1 and 2) and replaces the
  // periods it overlaps, so correcting this bimester's dates does not leave two bimesters for one day.
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/bimesters',
    tags,
    summary: 'Agrega un bimestre y lo hace el actual',
    permission: { generalDirection: true },
    scope: 'network',
    response: bimesterAddedAnswer,
    body: bimesterSchema,
    handler: async ({ db, body }) => {
      const { start_date, end_date } = body;
      // Replacing the periods a new one overlaps is read-then-write: two at once would each keep their own.
      await lockFor(db, 'bimesters');
      await db.delete(bimesters).where(and(lte(bimesters.start_date, end_date), gte(bimesters.end_date, start_date)));
      const [bimester] = await db.insert(bimesters).values({ start_date, end_date }).returning();
      await db.update(configurations).set({ value: start_date }).where(eq(configurations.id, CONFIGURATION_IDS.bimesterStart));
      await db.update(configurations).set({ value: end_date }).where(eq(configurations.id, CONFIGURATION_IDS.bimesterEnd));
      const configuration = await db
        .select()
        .from(configurations)
        .where(inArray(configurations.id, [CONFIGURATION_IDS.bimesterStart, CONFIGURATION_IDS.bimesterEnd]))
        .orderBy(configurations.id);
      return { message: MSG.bimesterAdded, data: bimester, configuration };
    },
  });
}
