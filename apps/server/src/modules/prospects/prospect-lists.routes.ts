import { COMPETITION_TYPES, COMPETITIONS, csvFile } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fullName } from '../../db/relations.ts';
import { rows } from '../../db/sql.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { type CsvColumn, sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import { eventAssistance } from '../events/index.ts';
import { EVENT_KIND, PROSPECT_KINDS, type ProspectKind } from './prospect-kinds.ts';
import { inDoyangs, paymentRows, prospectColumns, prospectFrom } from './prospects.queries.ts';
import { doyangScope, requireEvent } from './prospects.routes.ts';

// The prospects screen's downloads (spec 03 §7 prospects_list_csv, spec 01 §7 event payment_list and assistance):
// one statement each, limited to the doyangs the caller reaches; a doyang_id narrows to one of them.

type Row = Record<string, unknown>;

// `<type>_id` and `perPage=0` are what the screen sends (spec 03 §7): the event is the path's, and a file is never paged.
const csvQuery = strictQuery({ doyang_id: Q.id, exam_id: Q.id, event_id: Q.id, tournament_id: Q.id, perPage: Q.count });

/** The competitions a tournament prospect entered, by name ('COMBATE, FORMAS'). */
export const competitionNames = (r: Row): string =>
  COMPETITIONS.filter((c) => r[c.pay])
    .map((c) => COMPETITION_TYPES[c.id])
    .join(', ');

const approval = (v: unknown) => (v === true ? 'APROBADO' : v === false ? 'RECHAZADO' : 'PENDIENTE');

const prospectColumnsOf = (kind: ProspectKind): CsvColumn<Row>[] => [
  { header: 'Nombre', value: (r) => r.full_name as string },
  { header: 'Doyang', value: (r) => r.doyang_name as string },
  { header: 'Fecha de nacimiento', kind: 'date', value: (r) => r.birth_date as string | null },
  { header: 'Grado', value: (r) => r.degree_name as string | null },
  { header: 'Aprobación', value: (r) => approval(r.is_prospect_approved) },
  ...(kind.exam
    ? [
        { header: 'Bloque', value: (r: Row) => r.block_name as string | null },
        { header: 'Calificación', value: (r: Row) => (r.numeric_result === null ? '' : Number(r.numeric_result)) },
      ]
    : []),
  ...(kind.tournament
    ? [
        { header: 'Peso (kg)', value: (r: Row) => (r.weight_kg === null ? '' : Number(r.weight_kg)) },
        { header: 'Estatura (m)', value: (r: Row) => (r.height_m === null ? '' : Number(r.height_m)) },
        { header: 'Competencias', value: competitionNames },
        ...COMPETITIONS.map((c) => ({
          header: `Resultado ${COMPETITION_TYPES[c.id].toLowerCase()}`,
          value: (r: Row) => r[`${c.result}_name`] as string | null,
        })),
      ]
    : [{ header: 'Resultado', value: (r: Row) => r.result_name as string | null }]),
  ...(kind.exam ? [{ header: 'Siguiente grado', value: (r: Row) => r.next_degree_name as string | null }] : []),
];

const PAYMENT_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.full_name as string },
  { header: 'Doyang', value: (r) => r.doyang_name as string },
  { header: 'Tipo', value: (r) => (r.is_staff ? 'PERSONAL' : 'ALUMNO') },
  { header: 'Aprobación', value: (r) => approval(r.is_prospect_approved) },
  { header: 'Importe', kind: 'money', value: (r) => r.amount as string },
  { header: 'Precio', value: (r) => (r.early ? 'PRONTO PAGO' : 'NORMAL') },
  { header: 'Fecha límite', kind: 'date', value: (r) => r.due_date as string | null },
];

const ASSISTANCE_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.full_name as string },
  { header: 'Doyang', value: (r) => r.doyang_name as string },
  { header: 'Grado', value: (r) => r.degree_name as string | null },
  { header: 'Asistió', value: (r) => r.how as string },
  { header: 'Fecha', kind: 'date', value: (r) => r.date as string },
];

function registerKind(app: FastifyInstance, kind: ProspectKind): void {
  const base = `/api/${kind.segment}/:id` as const;
  const tags = [`${kind.segment} prospects`];
  const common = {
    method: 'GET',
    permission: { area: [kind.area, kind.doyangArea] },
    scope: 'doyang',
    params: idParams,
    query: csvQuery,
    response: csvFile,
  } as const;

  route(app, {
    ...common,
    tags,
    url: `${base}/prospects_list_csv`,
    summary: 'Lista de prospectos (CSV)',
    handler: async ({ db, actor, params, query, reply }) => {
      const event = await requireEvent(db, kind, params.id);
      const scope = doyangScope(actor, query.doyang_id);
      const block = kind.exam
        ? sql`, (select b.name from exam_block_prospects bp join exam_blocks b on b.id = bp.exam_block_id
            where b.exam_id = p.exam_id and bp.user_id = p.user_id limit 1) as block_name`
        : sql``;
      const data = await rows<Row>(
        db,
        sql`select ${prospectColumns(kind)}${block} from ${prospectFrom(kind)}
          where p.${kind.key} = ${params.id} and ${inDoyangs(sql`p.doyang_id`, scope)}
          order by dy.name, u.name, u.last_name, u.id`,
      );
      return sendCsv(reply, `prospectos-${fileSlug(String(event.name))}.csv`, prospectColumnsOf(kind), data);
    },
  });

  route(app, {
    ...common,
    // A tournament's payment list is one of its network-wide files: general direction's (spec 03 §6).
    ...(kind.tournament ? { permission: { generalDirection: true, area: kind.area, action: 'read' }, scope: 'network' } : {}),
    tags,
    url: `${base}/payment_list`,
    summary: 'Lista de pagos: lo que debe cada prospecto y para cuándo (CSV)',
    handler: async ({ db, actor, params, query, reply }) => {
      const event = await requireEvent(db, kind, params.id);
      const scope = doyangScope(actor, query.doyang_id);
      const data = await paymentRows(db, kind, event, scope, app.clock.today());
      return sendCsv(reply, `pagos-${fileSlug(String(event.name))}.csv`, PAYMENT_COLUMNS, data);
    },
  });
}

/** Who attended an event: meeting ticks of the groups' attendance and the prospects whose result says they came. */
function assistanceRoute(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/api/events/:id/assistance',
    tags: ['events prospects'],
    summary: 'Asistencia al evento (CSV)',
    permission: { area: [EVENT_KIND.area, EVENT_KIND.doyangArea] },
    scope: 'doyang',
    params: idParams,
    query: csvQuery,
    response: csvFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const event = await requireEvent(db, EVENT_KIND, params.id);
      const scope = doyangScope(actor, query.doyang_id);
      const data = await rows<Row>(
        db,
        sql`select a.*, ${fullName('u')} as full_name, dy.name as doyang_name,
            g.name as degree_name
          from (${eventAssistance(sql`e.id = ${params.id}`, scope)}) a
          join users u on u.id = a.user_id join doyangs dy on dy.id = a.doyang_id left join degrees g on g.id = u.degree_id
          order by dy.name, u.name, u.last_name, u.id`,
      );
      return sendCsv(reply, `asistencia-${fileSlug(String(event.name))}.csv`, ASSISTANCE_COLUMNS, data);
    },
  });
}

export async function prospectListRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of PROSPECT_KINDS) registerKind(app, kind);
  assistanceRoute(app);
}
