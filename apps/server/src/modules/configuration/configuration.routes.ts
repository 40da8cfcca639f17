import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configurations } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { requireGeneralDirection } from '../../plugins/permissions.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/configuration', { schema: { tags: ['configuration'] } }, async () =>
    app.db.select().from(configurations).orderBy(configurations.id),
  );

  r.get('/api/configuration/:id', { schema: { tags: ['configuration'], params } }, async (request) => {
    const [row] = await app.db.select().from(configurations).where(eq(configurations.id, request.params.id));
    if (!row) throw notFound();
    return row;
  });

  // Settings shape the whole network, so only the general-direction roles change them.
  r.put(
    '/api/configuration/:id',
    {
      schema: {
        tags: ['configuration'],
        params,
        body: z.object({
          id: z.coerce.number().int().optional(),
          value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
        }),
      },
    },
    async (request) => {
      requireGeneralDirection(request);
      const value = request.body.value === null ? null : String(request.body.value);
      const [row] = await app.db
        .update(configurations)
        .set({ value })
        .where(eq(configurations.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return row;
    },
  );
}
