import {
  csvFile,
  FOREIGNERS_TEMPLATE_FILENAME,
  foreignersSummaryAnswer,
  foreignersTemplateRows,
  foreignersUploadForm,
  foreignersUploadSchema,
  foreignersVerifyForm,
  foreignersVerifySchema,
  MSG,
  ZONE_RESPONSIBLE_ROLES,
} from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../../http/errors.ts';
import { route } from '../../../http/route.ts';
import { type CsvColumn, sendCsv } from '../../../reports/csv.ts';
import { isZoneResponsible, lockTournamentImport } from './foreigners.queries.ts';
import { type CsvFile, readUpload, uploadOf } from './foreigners-file.ts';
import { applyPlan, errorTexts, planImport, planSummary } from './foreigners-import.ts';

// The foreigners CSV of a tournament (spec 03 §5, §7): its template, a verification that writes nothing, and the
// import. General direction only; the form is multipart (file, tournament_id, parent_responsible_id).

const permission = { generalDirection: true, area: 'Torneos', action: 'update' } as const;
const tags = ['tournaments foreigners'];

const TEMPLATE_COLUMNS: CsvColumn<string[]>[] = foreignersTemplateRows()[0].map((header, i) => ({
  header,
  value: (row) => row[i],
}));

const requireFile = (file: CsvFile | null): CsvFile => {
  if (!file) throw validationError({ file: [MSG.foreignersFileRequired] });
  return file;
};

export async function foreignerRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();

  route(app, {
    method: 'GET',
    url: '/api/users/foreigners-csv-template',
    tags,
    summary: 'Plantilla CSV de foráneos (encabezados y una fila de ejemplo)',
    permission,
    scope: 'network',
    response: csvFile,
    handler: async ({ reply }) =>
      sendCsv(reply, FOREIGNERS_TEMPLATE_FILENAME, TEMPLATE_COLUMNS, foreignersTemplateRows().slice(1)),
  });

  route(app, {
    method: 'POST',
    url: '/api/users/verify-foreigners-csv',
    tags,
    summary: 'Lo que el archivo crearía o encontraría, sin escribir nada (multipart: file, tournament_id)',
    permission,
    scope: 'network',
    form: foreignersVerifyForm,
    preValidation: readUpload,
    response: foreignersSummaryAnswer,
    handler: async ({ db, request }) => {
      const { file, fields } = uploadOf(request);
      const { tournament_id } = foreignersVerifySchema.parse(fields);
      return planSummary(await planImport(db, tournament_id, requireFile(file), today()));
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/users/upload-foreigners-csv',
    tags,
    summary:
      'Importa doyangs, sabonims y competidores foráneos en una transacción (multipart: file, tournament_id, parent_responsible_id)',
    permission,
    scope: 'network',
    form: foreignersUploadForm,
    preValidation: readUpload,
    response: foreignersSummaryAnswer,
    handler: async ({ db, actor, request }) => {
      const { file, fields } = uploadOf(request);
      const { tournament_id, parent_responsible_id } = foreignersUploadSchema.parse(fields);
      if (!(await isZoneResponsible(db, parent_responsible_id, ZONE_RESPONSIBLE_ROLES))) {
        throw validationError({ parent_responsible_id: [MSG.zoneResponsibleNotStaff] });
      }
      // Planned only once this tournament's other imports have committed: they are then matches, not new rows.
      await lockTournamentImport(db, tournament_id);
      const plan = await planImport(db, tournament_id, requireFile(file), today());
      if (plan.errors.length) throw validationError({ file: errorTexts(plan.errors) });
      await applyPlan(db, plan, { tournamentId: tournament_id, responsibleId: parent_responsible_id, actorId: actor.id });
      return planSummary(plan);
    },
  });
}
