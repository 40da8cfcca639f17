import { fillMessage, formatDayMonYear, generateCommissionsAnswer, generateCommissionsSchema, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { type CommissionTarget, generateCommissions } from './commissions-generate.ts';

// 'Calcular comisiones' (issue 26): general direction computes the commissions of the exams, events and tournaments
// already over, or of one of them, as pending payments (concept 9, paid_date null) that INGRESOS marks paid later.

const RECORDS = [
  { key: 'exam_id', table: 'exams', word: 'examen' },
  { key: 'event_id', table: 'events', word: 'evento' },
  { key: 'tournament_id', table: 'tournaments', word: 'torneo' },
] as const;

/** A record named must exist and be over (its date reached): before that its sales are still coming. */
async function checkTarget(db: Parameters<typeof one>[0], target: CommissionTarget, today: string): Promise<void> {
  const named = RECORDS.find((r) => target[r.key] != null);
  if (!named) return;
  const record = await one<{ date: string }>(
    db,
    sql`select date::text as date from ${sql.raw(named.table)} where id = ${target[named.key]}`,
  );
  if (!record) throw validationError({ [named.key]: [MSG.relatedMissing] });
  if (record.date > today)
    throw validationError({
      [named.key]: [fillMessage(MSG.commissionsNotOver, { kind: named.word, date: formatDayMonYear(record.date) })],
    });
}

export async function commissionRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/api/payments/generate_commissions',
    tags: ['payments'],
    summary: 'Calcular las comisiones de los exámenes, eventos y torneos que ya terminaron (pendientes de pago)',
    permission: { generalDirection: true },
    scope: 'network',
    body: generateCommissionsSchema,
    response: generateCommissionsAnswer,
    handler: async ({ db, actor, body }) => {
      const today = app.clock.today();
      await checkTarget(db, body, today);
      const data = await generateCommissions(db, { actorId: actor.id, today, target: body });
      const message = data.length ? fillMessage(MSG.commissionsGenerated, { n: data.length }) : MSG.commissionsNothingNew;
      return { message, data };
    },
  });
}
