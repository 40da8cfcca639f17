import { bimesterSchema, MSG } from '@doyang/domain';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bimesters, configurations } from '../../db/schema/index.ts';
import { requireGeneralDirection } from '../../plugins/permissions.ts';

const tags = ['configuration'];

export async function bimesterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bimesters', { schema: { tags } }, async () => app.db.select().from(bimesters).orderBy(desc(bimesters.start_date)));

  // 'Bimestre agregado': the new period becomes the current one (configuration 1 and 2) and replaces the
  // periods it overlaps, so correcting this bimester's dates does not leave two bimesters for one day.
  r.post('/api/bimesters', { schema: { tags, body: bimesterSchema } }, async (request, reply) => {
    requireGeneralDirection(request);
    const { start_date, end_date } = request.body;
    const bimester = await app.db.transaction(async (tx) => {
      await tx.delete(bimesters).where(and(lte(bimesters.start_date, end_date), gte(bimesters.end_date, start_date)));
      const [row] = await tx.insert(bimesters).values({ start_date, end_date }).returning();
      await tx.update(configurations).set({ value: start_date }).where(eq(configurations.id, 1));
      await tx.update(configurations).set({ value: end_date }).where(eq(configurations.id, 2));
      return row;
    });
    const configuration = await app.db
      .select()
      .from(configurations)
      .where(inArray(configurations.id, [1, 2]))
      .orderBy(configurations.id);
    return reply.status(201).send({ message: MSG.bimesterAdded, data: bimester, configuration });
  });
}
