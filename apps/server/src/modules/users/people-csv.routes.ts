import { canSeeGeneralDirection, csvFile, GENERAL_DIRECTION_DOYANG_ID, hourMinute, MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { doyangs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireStudentAccess } from '../../plugins/permissions.ts';
import { type CsvColumn, formatMonthYear, sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import { type CurriculumCsvRow, curriculumForCsv, type StudentCsvRow, studentsForCsv } from './people-csv.queries.ts';
import { authorizeRecord } from './users.routes.ts';
import { loadUserRow } from './users.service.ts';

const params = idParams;
const studentsCsvQuery = strictQuery({ active: Q.flag });
const DAYS = ['L', 'MA', 'MI', 'J', 'V', 'S', 'D'];

function schedule(r: StudentCsvRow): string {
  if (!r.group_name) return '';
  const days = (r.json_week ?? []).flatMap((on, i) => (on ? [DAYS[i]] : [])).join(', ');
  return `${hourMinute(r.begins_at)}–${hourMinute(r.ends_at)} ${days}`.trim();
}

/** What a director expects to find about each student in a spreadsheet. */
const STUDENT_COLUMNS: CsvColumn<StudentCsvRow>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Apellido paterno', value: (r) => r.last_name },
  { header: 'Apellido materno', value: (r) => r.second_last_name },
  { header: 'Grado', value: (r) => r.degree },
  { header: 'Fecha de nacimiento', kind: 'date', value: (r) => r.birth_date },
  { header: 'Edad', value: (r) => r.age },
  { header: 'Sexo', value: (r) => (r.sex === 1 ? 'M' : r.sex === 2 ? 'F' : '') },
  { header: 'Celular', value: (r) => r.cellphone },
  { header: 'Teléfono 1', value: (r) => r.phone1 },
  { header: 'Teléfono 2', value: (r) => r.phone2 },
  { header: 'Correo', value: (r) => r.email },
  { header: 'Dirección', value: (r) => r.address },
  { header: 'Colonia', value: (r) => r.neighborhood },
  { header: 'Padre', value: (r) => r.father_name },
  { header: 'Celular del padre', value: (r) => r.father_cellphone },
  { header: 'Madre', value: (r) => r.mother_name },
  { header: 'Celular de la madre', value: (r) => r.mother_cellphone },
  { header: 'Personas autorizadas', value: (r) => r.pickers },
  { header: 'Grupo', value: (r) => (r.is_prospect ? 'PROSPECTO' : r.group_name) },
  { header: 'Horario', value: schedule },
  { header: 'Fecha de inscripción', kind: 'date', value: (r) => r.enrollment_date },
  { header: 'Fecha de baja', kind: 'date', value: (r) => r.disenroll_date },
  { header: 'Último mes cubierto', value: (r) => formatMonthYear(r.last_covered_month) },
  { header: 'Adeudo', value: (r) => (r.is_debtor ? 'SÍ' : 'NO') },
];

const CURRICULUM_COLUMNS: CsvColumn<CurriculumCsvRow>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.date },
  { header: 'Concepto', value: (r) => r.concept },
  { header: 'Tipo', value: (r) => (r.kind === 'foreign' ? 'FORÁNEO' : r.kind === 'local' ? 'LOCAL' : '') },
  { header: 'Puntos', value: (r) => r.points },
];

/** The network's file opens with each student's doyang. */
const NETWORK_STUDENT_COLUMNS: CsvColumn<StudentCsvRow>[] = [
  { header: 'Doyang', value: (r) => r.doyang_name },
  ...STUDENT_COLUMNS,
];

export async function peopleCsvRoutes(app: FastifyInstance): Promise<void> {
  // The Home's active-students dialog (spec 01 §2, §7 download_active_students_csv): the students CSV of the doyang's
  // active students, enrolled ones (the card's count: not people still deciding); on the general direction's card (23),
  // every active student of the network, for general direction.
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/active_students_csv',
    tags: ['doyangs'],
    summary: 'CSV de los alumnos activos de un doyang (del doyang 23: de toda la red, para dirección general)',
    permission: { area: ['Alumnos', 'Doyang Alumnos'], action: 'read' },
    scope: 'doyang',
    response: csvFile,
    params,
    handler: async ({ db, actor, params, reply }) => {
      const network = params.id === GENERAL_DIRECTION_DOYANG_ID;
      if (network && !canSeeGeneralDirection(actor)) throw forbidden(MSG.forbiddenDoyang);
      requireStudentAccess(actor, 'read', network ? null : params.id);
      const [doyang] = await db.select({ name: doyangs.name }).from(doyangs).where(eq(doyangs.id, params.id));
      if (!doyang) throw notFound();
      const data = await studentsForCsv(db, network ? null : params.id, true, app.clock.today(), false);
      const filename = `alumnos-activos-${network ? 'red' : fileSlug(doyang.name)}.csv`;
      return sendCsv(reply, filename, network ? NETWORK_STUDENT_COLUMNS : STUDENT_COLUMNS, data);
    },
  });

  // StudentIndex buttons: students of the doyang, or its inactive ones with active=0.
  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id/students_csv',
    tags: ['doyangs'],
    summary: 'CSV de los alumnos de un doyang (o de sus inactivos)',
    permission: { area: ['Alumnos', 'Doyang Alumnos'] },
    scope: 'doyang',
    response: csvFile,
    params,
    query: studentsCsvQuery,
    handler: async ({ db, actor, params, query, reply }) => {
      const id = params.id;
      requireStudentAccess(actor, 'read', id);
      const [doyang] = await db.select({ name: doyangs.name }).from(doyangs).where(eq(doyangs.id, id));
      if (!doyang) throw notFound();
      const active = query.active !== '0' && query.active !== 'false';
      const data = await studentsForCsv(db, id, active, app.clock.today());
      const filename = `alumnos-${active ? '' : 'inactivos-'}${fileSlug(doyang.name)}.csv`;
      return sendCsv(reply, filename, STUDENT_COLUMNS, data);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users/:id/curriuculum-csv',
    tags: ['users'],
    summary: 'CSV del currículum de una persona',
    permission: { anyLogin: 'authorizeRecord (users.routes.ts): el propio expediente o el de su doyang' },
    scope: 'doyang',
    response: csvFile,
    params,
    handler: async ({ db, actor, params, reply }) => {
      const user = await loadUserRow(db, params.id);
      authorizeRecord(actor, user, 'read');
      const data = await curriculumForCsv(db, user.id);
      const filename = `curriculum-${fileSlug(`${user.name} ${user.last_name} ${user.second_last_name ?? ''}`)}.csv`;
      return sendCsv(reply, filename, CURRICULUM_COLUMNS, data);
    },
  });
}
