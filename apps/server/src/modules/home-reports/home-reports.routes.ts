import { BELT_GROUPS, csvFile, formatDayMonYear, GENERAL_DIRECTION_DOYANG_ID, MSG, xlsxFile } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { doyangs } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { idParams, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { type CsvColumn, sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import type { SheetColumn } from '../../reports/spreadsheet-cells.ts';
import { sendXlsx } from '../../reports/xlsx.ts';
import {
  type BeltCountRow,
  beltCounts,
  eventsOfPeriod,
  type NetworkStudentRow,
  networkStudents,
  type PeriodItem,
} from './home-reports.queries.ts';

// The general-direction files of the Home (spec 01 §2 'Alumnos | {doyang}' and 'CSV de eventos'; §7 append values
// general_direction_home_csv, belts_home_csv and the report event_home_excel; issue 27). General direction only,
// refused to everyone else by the server; on the general direction's card (23) they cover the network, on another
// doyang that doyang.

const tags = ['doyangs'];
const GENERAL_DIRECTION = { generalDirection: true } as const;
const STUDENTS_OF_NETWORK = { generalDirection: true, area: 'Alumnos', action: 'read' } as const;
const periodQuery = strictQuery({ periodicity: z.enum(['bimester', 'annual'], { error: MSG.invalidParameter }) });

/** The doyang of the path (404 when unknown) and the scope it means: the network for 23. */
async function scopeOf(db: Db, id: number): Promise<{ name: string; doyangId: number | null }> {
  const [doyang] = await db.select({ name: doyangs.name }).from(doyangs).where(eq(doyangs.id, id));
  if (!doyang) throw notFound();
  return { name: doyang.name, doyangId: id === GENERAL_DIRECTION_DOYANG_ID ? null : id };
}

const STUDENT_COLUMNS: CsvColumn<NetworkStudentRow>[] = [
  { header: 'Doyang', value: (r) => r.doyang_name },
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Apellido paterno', value: (r) => r.last_name },
  { header: 'Apellido materno', value: (r) => r.second_last_name },
  { header: 'Grado', value: (r) => r.degree },
  { header: 'Grupo de cinta', value: (r) => r.belt_group },
  { header: 'Fecha de nacimiento', kind: 'date', value: (r) => r.birth_date },
  { header: 'Edad', kind: 'number', value: (r) => r.age },
  { header: 'Fecha de inscripción', kind: 'date', value: (r) => r.enrollment_date },
  { header: 'Inicio en TKD', kind: 'date', value: (r) => r.start_tkd_date },
  { header: 'Años en TKD', kind: 'number', value: (r) => r.years_in_tkd },
  { header: 'Último examen aprobado', kind: 'date', value: (r) => r.last_aproved_exam_date },
];

type BeltRow = { doyang: string; counts: Record<string, number>; total: number };
const NO_GROUP = 'Sin grupo';

/** Doyangs × belt groups, a doyang a row, with the doyang's total and a last row of the network's totals. */
function beltTable(list: BeltCountRow[]): { columns: CsvColumn<BeltRow>[]; data: BeltRow[] } {
  const byDoyang = new Map<number, BeltRow>();
  const total: BeltRow = { doyang: 'TOTAL', counts: {}, total: 0 };
  for (const r of list) {
    const row = byDoyang.get(r.doyang_id) ?? { doyang: r.doyang_name, counts: {}, total: 0 };
    byDoyang.set(r.doyang_id, row);
    const group = r.belt_group ?? NO_GROUP;
    row.counts[group] = (row.counts[group] ?? 0) + r.count;
    row.total += r.count;
    total.counts[group] = (total.counts[group] ?? 0) + r.count;
    total.total += r.count;
  }
  const groups: string[] = [...BELT_GROUPS];
  // A belt group the degrees name beyond the spec's, and students without one, get their own columns when present.
  for (const group of Object.keys(total.counts).sort())
    if (!groups.includes(group) && total.counts[group] > 0) groups.push(group);
  const columns: CsvColumn<BeltRow>[] = [
    { header: 'Doyang', value: (r) => r.doyang },
    ...groups.map((g) => ({ header: g, kind: 'number' as const, value: (r: BeltRow) => r.counts[g] ?? 0 })),
    { header: 'Total', kind: 'number', value: (r) => r.total },
  ];
  return { columns, data: [...byDoyang.values(), total] };
}

const KIND_NAMES: Record<PeriodItem['kind'], string> = {
  exam: 'Examen',
  event: 'Evento',
  meeting: 'Junta',
  tournament: 'Torneo',
};

type EventRow = { doyang: string; counts: Record<string, number>; total: number };

export async function homeReportRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/general_direction_home_csv',
    tags,
    summary: 'CSV de alumnos de la red (dirección general): doyang, grado, grupo de cinta, edades y fechas',
    permission: STUDENTS_OF_NETWORK,
    scope: 'network',
    response: csvFile,
    params: idParams,
    handler: async ({ db, params, reply }) => {
      const scope = await scopeOf(db, params.id);
      const data = await networkStudents(db, scope.doyangId, app.clock.today());
      const filename = `alumnos-${scope.doyangId === null ? 'red' : fileSlug(scope.name)}-${app.clock.today()}.csv`;
      return sendCsv(reply, filename, STUDENT_COLUMNS, data);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/belts_home_csv',
    tags,
    summary: 'CSV de cintas (dirección general): alumnos activos por doyang y grupo de cinta, con totales',
    permission: STUDENTS_OF_NETWORK,
    scope: 'network',
    response: csvFile,
    params: idParams,
    handler: async ({ db, params, reply }) => {
      const scope = await scopeOf(db, params.id);
      const { columns, data } = beltTable(await beltCounts(db, scope.doyangId));
      const filename = `cintas-${scope.doyangId === null ? 'red' : fileSlug(scope.name)}-${app.clock.today()}.csv`;
      return sendCsv(reply, filename, columns, data);
    },
  });

  // 'CSV de eventos' → 'Seleccione la frecuencia del reporte' → Bimestral / Anual (periodicity=annual).
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/event_home_excel',
    tags,
    summary:
      'Excel de eventos (dirección general): prospectos de cada doyang en cada examen, evento, junta y torneo del bimestre o del año',
    permission: GENERAL_DIRECTION,
    scope: 'network',
    response: xlsxFile,
    params: idParams,
    query: periodQuery,
    handler: async ({ db, params, query, reply }) => {
      const scope = await scopeOf(db, params.id);
      const annual = query.periodicity === 'annual';
      const today = app.clock.today();
      const found = await eventsOfPeriod(db, { annual, today }, scope.doyangId);
      const data: EventRow[] = found.doyangs.map((d) => {
        const counts = d.counts ?? {};
        return { doyang: d.name, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
      });
      const totals: EventRow = { doyang: 'TOTAL', counts: {}, total: 0 };
      for (const row of data) {
        for (const [key, n] of Object.entries(row.counts)) totals.counts[key] = (totals.counts[key] ?? 0) + n;
        totals.total += row.total;
      }
      const columns: SheetColumn<EventRow>[] = [
        { header: 'Doyang', value: (r) => r.doyang },
        ...found.items.map((i) => ({
          header: `${KIND_NAMES[i.kind]}: ${i.name} (${formatDayMonYear(i.date)})`,
          kind: 'number' as const,
          value: (r: EventRow) => r.counts[i.key] ?? 0,
        })),
        { header: 'Total', kind: 'number', value: (r) => r.total },
      ];
      const period = annual ? today.slice(0, 4) : `bimestre-${found.from}`;
      const filename = `eventos-${scope.doyangId === null ? 'red' : fileSlug(scope.name)}-${period}.xlsx`;
      return sendXlsx(reply, filename, columns, [...data, totals], 'Eventos');
    },
  });
}
