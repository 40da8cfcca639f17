import {
  BELT_GROUPS,
  csvFile,
  DASHBOARD_STUDENT_KINDS,
  type DashboardStudentAnswer,
  type DashboardStudentKind,
  dashboardAnswer,
  dashboardStudentAnswer,
  formatDayMonYear,
  MSG,
  paged,
  READINESS_COLOURS,
} from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { type CsvColumn, sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import { dashboardStudents, loadFrame } from './dashboard.queries.ts';
import { askedCards, cardScope, dashboardOf, doyangName, type EnsureLight, goalsModifiable } from './dashboard.service.ts';

// Home's doyang cards (issue 27): every card's numbers in one request, the students behind a count, and the reports
// of a doyang built from the same rows.

const tags = ['doyangs'];
const invalid = { error: MSG.invalidParameter };
const itemQuery = { exam_id: Q.id, event_id: Q.id, tournament_id: Q.id };
const dashboardQuery = strictQuery({ ids: Q.ids, ...itemQuery });
const studentsQuery = strictQuery({
  kind: z.enum(DASHBOARD_STUDENT_KINDS, invalid),
  colour: z.enum(READINESS_COLOURS, invalid),
  belt_group: z.enum(BELT_GROUPS, invalid),
  page: Q.count,
  perPage: Q.count,
  ...itemQuery,
});
const csvQuery = strictQuery(itemQuery);
const PAGE_SIZE = 20;

const idsOf = (v: string | undefined): number[] | null =>
  v === undefined
    ? null
    : v
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0);
const numberOr = (v: string | undefined): number | null => (v === undefined ? null : Number(v));
const frameQuery = (q: { exam_id?: string; event_id?: string; tournament_id?: string }) => ({
  examId: numberOr(q.exam_id),
  eventId: numberOr(q.event_id),
  tournamentId: numberOr(q.tournament_id),
});

const permission = {
  anyLogin: 'las tarjetas de sus doyangs (cardScope: requireDoyang; el 23 es la red, solo dirección general)',
};

/** The reports of a doyang (spec 01 §7): each the drill-down list of its kind, as a CSV with BOM. */
const REPORTS: { path: string; kind: DashboardStudentKind; file: string; date: string; summary: string }[] = [
  {
    path: 'daily_inscriptions_csv',
    kind: 'daily_inscriptions',
    file: 'inscripciones_del_dia',
    date: 'Fecha de inscripción',
    summary: 'CSV de las inscripciones de hoy de un doyang',
  },
  {
    path: 'bimester_inscriptions_csv',
    kind: 'bimester_inscriptions',
    file: 'inscripciones_del_bimestre',
    date: 'Fecha de inscripción',
    summary: 'CSV de las inscripciones del bimestre de un doyang',
  },
  {
    path: 'bimester_disenrolls_csv',
    kind: 'bimester_disenrolls',
    file: 'bajas_del_bimestre',
    date: 'Fecha de baja',
    summary: 'CSV de las bajas del bimestre de un doyang',
  },
  {
    path: 'risk_students',
    kind: 'risk',
    file: 'alumnos_en_riesgo_de_baja',
    date: 'Última asistencia',
    summary: 'CSV de los alumnos en riesgo de baja de un doyang (faltas consecutivas)',
  },
  {
    path: 'black_belt_prospects_csv',
    kind: 'black_belt_prospects',
    file: 'prospectos_cinta_negra',
    date: 'Fecha del examen',
    summary: 'CSV de los prospectos a cinta negra de un doyang',
  },
];

const columnsFor = (dateHeader: string): CsvColumn<DashboardStudentAnswer>[] => [
  { header: 'Nombre', value: (r) => r.full_name },
  { header: 'Grado', value: (r) => r.degree_name },
  { header: 'Fecha de nacimiento', value: (r) => formatDayMonYear(r.birth_date) },
  { header: dateHeader, value: (r) => formatDayMonYear(r.date) },
  { header: 'Motivos', value: (r) => r.reasons.join('; ') },
];

/** `ensureLight`: the traffic light's snapshot filler, given by app.ts (see EnsureLight). */
export type DashboardRouteOptions = { ensureLight?: EnsureLight };

export async function dashboardRoutes(app: FastifyInstance, opts: DashboardRouteOptions = {}): Promise<void> {
  const today = () => app.clock.today();
  const timeZone = app.clock.timeZone;
  const loadFrameOf = (db: Db, q: Parameters<typeof frameQuery>[0]) => loadFrame(db, today(), timeZone, frameQuery(q));

  // A static path: Fastify prefers it to /api/doyangs/:id whatever the order of registration.
  route(app, {
    method: 'GET',
    url: '/api/doyangs/dashboard',
    tags,
    summary: 'Los números de las tarjetas de doyang de Inicio (todas las visibles en una llamada)',
    permission,
    scope: 'doyang',
    response: dashboardAnswer,
    query: dashboardQuery,
    handler: async ({ db, actor, query }) => {
      const cards = await askedCards(db, actor, idsOf(query.ids));
      const { frame, data } = await dashboardOf(db, actor, cards, frameQuery(query), today(), timeZone, {
        ensureLight: opts.ensureLight,
      });
      return {
        data,
        exam: frame.exam && { id: frame.exam.id, name: frame.exam.name, date: frame.exam.date },
        bimester: { start: frame.bimesterStart, end: frame.bimesterEnd },
        goals_modifiable: goalsModifiable(actor, frame),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/dashboard_students',
    tags,
    summary: 'Los alumnos detrás de un número de la tarjeta de un doyang, con sus motivos',
    permission,
    scope: 'doyang',
    response: paged(dashboardStudentAnswer),
    params: idParams,
    query: studentsQuery,
    handler: async ({ db, actor, params, query }) => {
      const cards = cardScope(actor, params.id);
      await doyangName(db, params.id);
      const kind = query.kind ?? 'active';
      const perPage = query.perPage === undefined ? PAGE_SIZE : Number(query.perPage);
      const page = Math.max(1, Number(query.page ?? 1));
      const frame = await loadFrameOf(db, query);
      const filter = { colour: query.colour ?? null, beltGroup: query.belt_group ?? null };
      const found = await dashboardStudents(db, frame, cards, kind, filter, perPage || null, perPage ? (page - 1) * perPage : 0);
      return {
        data: found.data,
        total: found.total,
        per_page: perPage || found.total,
        current_page: perPage ? page : 1,
        last_page: perPage ? Math.max(1, Math.ceil(found.total / perPage)) : 1,
      };
    },
  });

  for (const report of REPORTS) {
    route(app, {
      method: 'GET',
      url: `/api/doyangs/:id/${report.path}`,
      tags,
      summary: report.summary,
      permission,
      scope: 'doyang',
      response: csvFile,
      params: idParams,
      query: csvQuery,
      handler: async ({ db, actor, params, query, reply }) => {
        const cards = cardScope(actor, params.id);
        const name = await doyangName(db, params.id);
        const frame = await loadFrameOf(db, query);
        const found = await dashboardStudents(db, frame, cards, report.kind, {}, null, 0);
        return sendCsv(reply, `${report.file}_${fileSlug(name)}.csv`, columnsFor(report.date), found.data);
      },
    });
  }
}
