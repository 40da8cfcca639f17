import { eventRegistrationSchema, xlsxFile } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import type { CsvColumn } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import { sendXlsx } from '../../reports/xlsx.ts';
import { EVENT_KIND, type ProspectKind } from './prospect-kinds.ts';
import { registrationRoute } from './prospect-registration.ts';
import { busHotelRows } from './prospects.queries.ts';
import { doyangScope, requireEvent } from './prospects.routes.ts';

// How an event's prospects travel with the network (issue 27, spec 01 §7 and 03 §7 payment_bus_hotel_list_excel): the
// bus and hotel flags, set as a tournament prospect's are (their registration), and the bus and hotel list. The list
// is the event's like its payment list: the doyang's staff get their doyangs', general direction the network's.

type Row = Record<string, unknown>;

const yes = (v: unknown) => (v ? 'SÍ' : 'NO');

/** The bus and hotel list's columns; an event's people may be staff too (meetings, seminars), a tournament's not. */
export const busHotelColumns = (kind: ProspectKind): CsvColumn<Row>[] => [
  { header: 'Doyang', value: (r) => r.doyang_name as string },
  { header: 'Nombre', value: (r) => r.full_name as string },
  ...(kind.staffAttend ? [{ header: 'Tipo', value: (r: Row) => (r.is_staff ? 'PERSONAL' : 'ALUMNO') }] : []),
  { header: 'Sexo', value: (r) => (r.sex === 1 ? 'M' : r.sex === 2 ? 'F' : '') },
  { header: 'Fecha de nacimiento', kind: 'date', value: (r) => r.birth_date as string | null },
  { header: 'Autobús', value: (r) => yes(r.takes_bus) },
  { header: 'Hotel', value: (r) => yes(r.takes_hotel) },
];

/** The file the bus and hotel list downloads as: 'autobus-hotel-<event>.xlsx'. */
export const busHotelFile = (event: Row) => `autobus-hotel-${fileSlug(String(event.name))}.xlsx`;

export async function eventTravelRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['events prospects'];
  const { area, doyangArea } = EVENT_KIND;

  registrationRoute(app, EVENT_KIND, { summary: 'Autobús y hotel de un prospecto del evento', body: eventRegistrationSchema });

  route(app, {
    method: 'GET',
    url: '/api/events/:id/payment_bus_hotel_list_excel',
    tags,
    summary: 'Autobús y hotel del evento (Excel)',
    // As the event's payment list: its staff read their doyangs' people, general direction the network's.
    permission: { area: [area, doyangArea] },
    scope: 'doyang',
    params: idParams,
    query: strictQuery({ doyang_id: Q.id }),
    response: xlsxFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const event = await requireEvent(db, EVENT_KIND, params.id);
      const data = await busHotelRows(db, EVENT_KIND, params.id, doyangScope(actor, query.doyang_id));
      return sendXlsx(reply, busHotelFile(event), busHotelColumns(EVENT_KIND), data, 'Autobús y hotel');
    },
  });
}
