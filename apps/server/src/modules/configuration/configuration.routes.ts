import {
  configurationAnswer,
  configurationPeriodError,
  configurationRowAnswer,
  configurationSavedAnswer,
  MSG,
  normalizeConfigurationValue,
  text,
} from '@doyang/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bimesters, configurations } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';

const params = idParams;
const BIMESTER_MESSAGES: Record<number, string> = { 1: MSG.bimesterStartUpdated, 2: MSG.bimesterEndUpdated };
const ymd = /^\d{4}-\d{2}-\d{2}$/;

/** The bimester row bounded by configuration 1 and 2 follows an edit of either (Groups and attendance, issue 4). */
async function moveCurrentBimester(db: Db, id: 1 | 2, value: string | null): Promise<void> {
  if (!value || !ymd.test(value)) return;
  const current = await db
    .select()
    .from(configurations)
    .where(inArray(configurations.id, [1, 2]));
  const start = current.find((c) => c.id === 1)?.value;
  const end = current.find((c) => c.id === 2)?.value;
  if (!start || !end) return;
  await db
    .update(bimesters)
    .set(id === 1 ? { start_date: value } : { end_date: value })
    .where(and(eq(bimesters.start_date, start), eq(bimesters.end_date, end)));
}

const valueBody = z.object({
  id: z.coerce.number().int().optional(),
  value: z.union([text(), z.number(), z.boolean(), z.null()]),
});

export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['configuration'];
  // Every screen reads some setting (dates, limits, texts); only the general-direction roles change them.
  const readers = { anyLogin: 'los valores que leen las pantallas' } as const;

  route(app, {
    method: 'GET',
    url: '/api/configuration',
    tags,
    summary: 'Configuración: un valor por cada id de la especificación',
    permission: readers,
    scope: 'network',
    response: configurationAnswer,
    handler: async ({ db }) => db.select().from(configurations).orderBy(configurations.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/configuration/:id',
    tags,
    summary: 'Un valor de la configuración',
    permission: readers,
    scope: 'network',
    response: configurationRowAnswer,
    params,
    handler: async ({ db, params }) => {
      const [row] = await db.select().from(configurations).where(eq(configurations.id, params.id));
      if (!row) throw notFound();
      return row;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/configuration/:id',
    tags,
    summary: 'Cambia un valor de la configuración',
    permission: { generalDirection: true },
    scope: 'network',
    response: configurationSavedAnswer,
    params,
    body: valueBody,
    handler: async ({ db, params, body }) => {
      const id = params.id;
      const stored = Object.fromEntries((await db.select().from(configurations)).map((c) => [c.id, c.value]));
      if (!(id in stored)) throw notFound();
      // Each id holds one kind of value (configuration.ts): refused with its text, stored normalised.
      const check = normalizeConfigurationValue(id, body.value);
      if (!check.ok) throw validationError({ value: [check.error] });
      const value = check.value;
      const periodError = configurationPeriodError(id, value, stored);
      if (periodError) throw validationError({ value: [periodError] });
      // The bimester start and end (1, 2) also move the stored bimester they bound.
      if (id === 1 || id === 2) await moveCurrentBimester(db, id, value);
      const [row] = await db.update(configurations).set({ value }).where(eq(configurations.id, id)).returning();
      if (!row) throw notFound();
      const message = BIMESTER_MESSAGES[id];
      return message ? { ...row, message } : row;
    },
  });
}
