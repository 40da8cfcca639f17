import { doyangStatisticsAnswer, MSG, STATISTICS_MAX_MONTHS, statisticsAttendanceAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { idParams, Q, queryOf, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { doyangStatistics } from './statistics.queries.ts';
import { statisticsAttendance } from './statistics-attendance.queries.ts';

// The statistics screen's calls (issue 27): the doyang's series and numbers, and the Eventos tab's attendance. Staff read
// their doyangs'; general direction any doyang's, and the network's from its own doyang (23).

const isOn = (v: string | undefined) => v === '1' || v === 'true';
const tags = ['statistics'];
const permission = { anyLogin: 'la estadística de sus doyangs (requireDoyang); dirección general, cualquiera y la red (23)' };

async function requireExisting(db: Db, id: number): Promise<void> {
  if (!(await one(db, sql`select 1 from doyangs where id = ${id}`))) throw notFound();
}

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/statistics',
    tags,
    summary: 'Estadística de un doyang: gastos, inscripciones, bajas y mensualidades por mes, ingreso fijo y punto de equilibrio',
    permission,
    scope: 'doyang',
    response: doyangStatisticsAnswer,
    params: idParams,
    query: strictQuery({ bimester_only: Q.flag, months: Q.count }),
    handler: async ({ db, actor, params, query }) => {
      requireDoyang(actor, params.id);
      const months = query.months === undefined ? undefined : Number(query.months);
      if (months !== undefined && (months < 1 || months > STATISTICS_MAX_MONTHS))
        throw validationError({ months: [MSG.statisticsMonths] });
      await requireExisting(db, params.id);
      return doyangStatistics(db, params.id, {
        today: app.clock.today(),
        bimesterOnly: isOn(query.bimester_only),
        months,
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/statistics/attendance',
    tags,
    summary: 'Estadística de un doyang: asistencia a los eventos de un evento padre (10 por página)',
    permission,
    scope: 'doyang',
    response: statisticsAttendanceAnswer,
    params: idParams,
    query: queryOf({ parent_event_id: Q.id, bimester_only: Q.flag.optional(), page: Q.count.optional() }),
    handler: async ({ db, actor, params, query }) => {
      requireDoyang(actor, params.id);
      await requireExisting(db, params.id);
      if (!(await one(db, sql`select 1 from parent_events where id = ${Number(query.parent_event_id)}`))) throw notFound();
      return statisticsAttendance(db, params.id, {
        parentEventId: Number(query.parent_event_id),
        bimesterOnly: isOn(query.bimester_only),
        page: Math.max(1, Number(query.page ?? 1) || 1),
      });
    },
  });
}
