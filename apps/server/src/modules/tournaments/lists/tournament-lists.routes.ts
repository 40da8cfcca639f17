import { accessibleDoyangIds, csvFile, type DoyangStandingAnswer, doyangResultAnswer, xlsxFile } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, Q, strictQuery } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { type CsvColumn, sendCsv } from '../../../reports/csv.ts';
import { fileSlug } from '../../../reports/download.ts';
import { sendXlsx } from '../../../reports/xlsx.ts';
import {
  busHotelColumns,
  busHotelFile,
  busHotelRows,
  competitionNames,
  doyangScope,
  paymentRows,
  requireEvent,
  TOURNAMENT_KIND,
} from '../../prospects/index.ts';
import { tournamentStandings } from '../results/tournament-standings.ts';

// A tournament's files and its doyang awards (spec 03 §6, §7): the payment list as Excel, the bus and hotel list,
// and the doyang points (Premiaciones de doyang) as JSON and CSV. The tournament-wide files are general direction's.

type Row = Record<string, unknown>;

const query = strictQuery({ doyang_id: Q.id, tournament_id: Q.id, perPage: Q.count });
const generalDirection = { generalDirection: true, area: 'Torneos', action: 'read' } as const;
const tags = ['tournaments prospects'];

const yes = (v: unknown) => (v ? 'SÍ' : 'NO');

const PAYMENT_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.full_name as string },
  { header: 'Doyang', value: (r) => r.doyang_name as string },
  { header: 'Competencias', value: competitionNames },
  { header: 'Modalidades', value: (r) => (r.multiple ? 'DOS O MÁS' : 'UNA') },
  { header: 'Importe', kind: 'money', value: (r) => Number(r.amount) },
  { header: 'Precio', value: (r) => (r.early ? 'PRONTO PAGO' : 'NORMAL') },
  { header: 'Fecha límite', kind: 'date', value: (r) => r.due_date as string | null },
  { header: 'Autobús', value: (r) => yes(r.takes_bus) },
  { header: 'Hotel', value: (r) => yes(r.takes_hotel) },
];

const STANDING_COLUMNS: CsvColumn<DoyangStandingAnswer>[] = [
  { header: 'Lugar', value: (r) => r.place },
  { header: 'Doyang', value: (r) => r.doyang_name },
  { header: 'Puntos', value: (r) => r.points },
  { header: 'Primeros lugares', value: (r) => r.first },
  { header: 'Segundos lugares', value: (r) => r.second },
  { header: 'Terceros lugares', value: (r) => r.third },
  { header: 'Primer lugar sin competir', value: (r) => r.first_no_contest },
];

export async function tournamentListRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/tournaments/:id';

  route(app, {
    method: 'GET',
    url: `${base}/payment_list_excel`,
    tags,
    summary: 'Lista de pagos del torneo (Excel, dirección general)',
    permission: generalDirection,
    scope: 'network',
    params: idParams,
    query,
    response: xlsxFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const tournament = await requireEvent(db, TOURNAMENT_KIND, params.id);
      const data = await paymentRows(db, TOURNAMENT_KIND, tournament, doyangScope(actor, query.doyang_id), app.clock.today());
      return sendXlsx(reply, `pagos-${fileSlug(String(tournament.name))}.xlsx`, PAYMENT_COLUMNS, data, 'Pagos');
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/payment_bus_hotel_list_excel`,
    tags,
    summary: 'Autobús y hotel por doyang (Excel, dirección general)',
    permission: generalDirection,
    scope: 'network',
    params: idParams,
    query,
    response: xlsxFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const tournament = await requireEvent(db, TOURNAMENT_KIND, params.id);
      const data = await busHotelRows(db, TOURNAMENT_KIND, params.id, doyangScope(actor, query.doyang_id));
      return sendXlsx(reply, busHotelFile(tournament), busHotelColumns(TOURNAMENT_KIND), data, 'Autobús y hotel');
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/doyang_results`,
    tags,
    summary: 'Premiaciones de doyang: puntos y lugar (el personal ve sus doyangs)',
    permission: { area: ['Torneos', 'Doyang Torneos'] },
    scope: 'doyang',
    params: idParams,
    query,
    response: z.array(doyangResultAnswer),
    handler: async ({ db, actor, params, query }) => {
      await requireEvent(db, TOURNAMENT_KIND, params.id);
      const scope = doyangScope(actor, query.doyang_id) ?? accessibleDoyangIds(actor);
      const all = (await tournamentStandings(db, params.id)).map((s) => ({ ...s, id: s.doyang_id }));
      return scope === null ? all : all.filter((s) => scope.includes(s.doyang_id));
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/doyangs_results_csv`,
    tags,
    summary: 'Premiaciones de doyang (CSV, dirección general)',
    permission: generalDirection,
    scope: 'network',
    params: idParams,
    query,
    response: csvFile,
    handler: async ({ db, params, reply }) => {
      const tournament = await requireEvent(db, TOURNAMENT_KIND, params.id);
      return sendCsv(
        reply,
        `premiaciones-${fileSlug(String(tournament.name))}.csv`,
        STANDING_COLUMNS,
        await tournamentStandings(db, params.id),
      );
    },
  });
}
