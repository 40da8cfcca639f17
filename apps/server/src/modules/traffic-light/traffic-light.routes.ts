import {
  canSeeGeneralDirection,
  type EventLightKind,
  formatDayMonYear,
  MSG,
  READINESS_COLOURS,
  type TrafficLightRowAnswer,
  trafficLightPageAnswer,
  xlsxFile,
} from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { doyangs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { idParams, Q, queryOf, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { fileSlug } from '../../reports/download.ts';
import type { SheetColumn } from '../../reports/spreadsheet-cells.ts';
import { sendXlsx } from '../../reports/xlsx.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { eventLightRows, lightEventById } from './event-light.queries.ts';
import { type LightSheetRow, snapshotPage, snapshotSheet } from './traffic-light.queries.ts';
import { ensureLight, lightDoyang, lightExam } from './traffic-light.service.ts';

const tags = ['doyangs'];
/** Exam readiness is exam data about a doyang's students: 'Examen' (general direction) or 'Doyang Examen' read. */
const READERS = { area: ['Examen', 'Doyang Examen'], action: 'read' } as const;
const PAGE_SIZE = 20;

const colour = z.enum(READINESS_COLOURS, { error: MSG.invalidParameter });
const downloadQuery = strictQuery({ exam_id: Q.id, recalculate: Q.flag });
const rowsQuery = strictQuery({ exam_id: Q.id, recalculate: Q.flag, colour, page: Q.count });
const isOn = (v: string | undefined) => v === '1' || v === 'true';

/** The general direction's doyang (23) is the whole network, for general direction only; staff reach their doyangs. */
async function requireLightScope(db: Db, actor: SessionUser, doyangId: number): Promise<{ name: string }> {
  if (lightDoyang(doyangId) === null) {
    if (!canSeeGeneralDirection(actor)) throw forbidden(MSG.forbiddenDoyang);
  } else requireDoyang(actor, doyangId);
  const [doyang] = await db.select({ name: doyangs.name }).from(doyangs).where(eq(doyangs.id, doyangId));
  if (!doyang) throw notFound();
  return doyang;
}

/** One row per student (spec 01 §7 traffic_light): who, where, degree, age, colour and every reason, worst first. */
const LIGHT_COLUMNS: SheetColumn<LightSheetRow>[] = [
  { header: 'Nombre', value: (r) => r.full_name },
  { header: 'Doyang', value: (r) => r.doyang_name },
  { header: 'Grado', value: (r) => r.degree_name },
  { header: 'Edad', kind: 'number', value: (r) => r.age },
  { header: 'Color', value: (r) => r.colour },
  { header: 'Motivos', value: (r) => r.reasons_text },
];

/** The event and tournament lights answer the same sheet. */
const sheetRows = (rows: TrafficLightRowAnswer[]): LightSheetRow[] =>
  rows.map((r) => ({ ...r, reasons_text: r.reasons.join('; ') }));

/** The event and tournament lights (issue 27): who reads them, the id they take, the file's name. */
const EVENT_LIGHTS = {
  event: { url: 'traffic_light_event', key: 'event_id', area: ['Eventos', 'Doyang Eventos'], what: 'evento' },
  tournament: { url: 'traffic_light_tournament', key: 'tournament_id', area: ['Torneos', 'Doyang Torneos'], what: 'torneo' },
} as const;

function eventLightRoute(app: FastifyInstance, kind: EventLightKind): void {
  const light = EVENT_LIGHTS[kind];
  route(app, {
    method: 'GET',
    url: `/api/doyangs/:id/${light.url}`,
    tags,
    summary: `Semáforo del ${light.what} (Excel): cada alumno activo, inscrito y pagado (verde), con adeudo (amarillo), sin inscribir (rojo) o sin derecho por su grado (negro)`,
    permission: { area: light.area, action: 'read' },
    scope: 'doyang',
    response: xlsxFile,
    params: idParams,
    query: queryOf({ [light.key]: Q.id } as Record<typeof light.key, typeof Q.id>),
    handler: async ({ db, actor, params, query, reply }) => {
      const doyang = await requireLightScope(db, actor, params.id);
      const id = Number(query[light.key]);
      const event = await lightEventById(db, kind, id);
      if (!event) throw notFound();
      const data = await eventLightRows(db, kind, event, lightDoyang(params.id));
      const filename = `semaforo-${light.what}-${fileSlug(event.name)}-${fileSlug(doyang.name)}.xlsx`;
      return sendXlsx(reply, filename, LIGHT_COLUMNS, sheetRows(data), 'Semáforo');
    },
  });
}

export async function trafficLightRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();
  eventLightRoute(app, 'event');
  eventLightRoute(app, 'tournament');

  // The doyang's download (spec 01 §7): traffic_light?exam_id=&recalculate=true as an Excel file.
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/traffic_light',
    tags,
    summary: 'Semáforo de examen (Excel): un renglón por alumno con su color y sus motivos',
    permission: READERS,
    scope: 'doyang',
    response: xlsxFile,
    params: idParams,
    query: downloadQuery,
    handler: async ({ db, actor, params, query, reply }) => {
      const doyang = await requireLightScope(db, actor, params.id);
      const exam = await lightExam(db, query.exam_id === undefined ? undefined : Number(query.exam_id), today());
      const doyangId = lightDoyang(params.id);
      await ensureLight(db, exam, doyangId, isOn(query.recalculate), today());
      const data = await snapshotSheet(db, exam.id, exam.date, doyangId);
      return sendXlsx(reply, `semaforo-${fileSlug(doyang.name)}.xlsx`, LIGHT_COLUMNS, data, 'Semáforo');
    },
  });

  // The same rows for the Home dialog: 20 a page, one colour or all, with the count of every colour.
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/traffic_light_rows',
    tags,
    summary: 'Semáforo de examen: alumnos por página con su color, motivos y el conteo por color',
    permission: READERS,
    scope: 'doyang',
    response: trafficLightPageAnswer,
    params: idParams,
    query: rowsQuery,
    handler: async ({ db, actor, params, query }) => {
      await requireLightScope(db, actor, params.id);
      const exam = await lightExam(db, query.exam_id === undefined ? undefined : Number(query.exam_id), today());
      const doyangId = lightDoyang(params.id);
      await ensureLight(db, exam, doyangId, isOn(query.recalculate), today());
      const page = Math.max(1, Number(query.page ?? 1));
      const found = await snapshotPage(db, {
        examId: exam.id,
        examDate: exam.date,
        doyangId,
        colour: query.colour ?? null,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        exam: { id: exam.id, name: exam.name, date: exam.date, parsed_date: formatDayMonYear(exam.date) },
        counts: found.counts,
        computed_at: found.computedAt,
        data: found.rows,
        total: found.total,
        per_page: PAGE_SIZE,
        current_page: page,
        last_page: Math.max(1, Math.ceil(found.total / PAGE_SIZE)),
      };
    },
  });
}
