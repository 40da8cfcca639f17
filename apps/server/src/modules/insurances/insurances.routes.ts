import {
  csvFile,
  hasPermission,
  INSURANCE_ACTIONS,
  INSURANCE_CSV_NAMES,
  INSURANCE_PAGE_SIZE,
  INSURANCE_TABS,
  type InsuranceAnswer,
  type InsurancePrintTab,
  type InsuranceTab,
  insuranceAnswer,
  insuranceMove,
  insuranceUpdateFields,
  insuranceUpdateForm,
  MSG,
  paged,
  storedFile,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { removeAfterCommit } from '../../http/stored-files.ts';
import { readUpload, uploadOf } from '../../http/uploads.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { type CsvColumn, sendCsv } from '../../reports/csv.ts';
import { sendDownload } from '../../reports/download.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { contentTypeOf } from '../../storage/file-kinds.ts';
import { keyExtension } from '../../storage/storage-keys.ts';
import { doyangScope } from '../prospects/index.ts';
import {
  type InsuranceRecord,
  insuranceOf,
  insurancePage,
  insuranceRecord,
  insuranceRows,
  isInsurablePerson,
} from './insurances.queries.ts';

// Seguros (spec 03 §7 'Insurance'; decisions.md "Issue 26 — insurance"): the five lists of a doyang's students, their
// CSVs, the rejection document, and the one update that moves a person (send, insure, reject with a document, accept).
// Everything is doyang-scoped: a person of another doyang is 403 before anything is read or stored.

const tags = ['insurances'];
const area = 'Seguros' as const;
const base = '/api/insurances';
const FOLDER = 'insurance-rejections' as const;
const FILE_FIELD = 'is_rejected_insurance_file';

const tabFlags = Object.fromEntries(INSURANCE_TABS.map((tab) => [tab, Q.flag])) as Record<InsuranceTab, typeof Q.flag>;
const on = (v: string | undefined) => v === '1' || v === 'true';

/** The one tab a query names (spec 03 §7: exactly one of the five = 1). */
function tabOf(query: Record<string, unknown>, tabs: readonly InsuranceTab[], message: string): InsuranceTab {
  const named = tabs.filter((tab) => on(query[tab] as string | undefined));
  if (named.length !== 1) throw validationError({ [tabs[0]]: [message] });
  return named[0];
}

/** A person Seguros deals with, reached by the caller's doyangs (404 for anyone else, 403 for another doyang). */
function reach(actor: SessionUser, person: InsuranceRecord | undefined): InsuranceRecord {
  if (!person || !isInsurablePerson(person)) throw notFound();
  if (person.doyang_id === null) throw forbidden(MSG.forbiddenDoyang);
  requireDoyang(actor, person.doyang_id);
  return person;
}

const SENT_COLUMNS: CsvColumn<InsuranceAnswer>[] = [
  { header: 'Nombre', value: (r) => r.full_name },
  { header: 'Doyang', value: (r) => r.doyang_name },
  { header: 'Seguro pagado hasta', kind: 'date', value: (r) => r.insurance_end_date },
  { header: 'Fecha de envío', kind: 'date', value: (r) => r.insurance_sent_date },
];
const INSURED_COLUMNS: CsvColumn<InsuranceAnswer>[] = [
  ...SENT_COLUMNS,
  { header: 'Número de seguro', value: (r) => r.insurance_number },
  { header: 'Fecha de seguro', kind: 'date', value: (r) => r.insurance_date },
];

export async function insuranceRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();
  const timeZone = app.clock.timeZone;

  route(app, {
    method: 'GET',
    url: base,
    tags,
    summary:
      'Alumnos de un doyang en una lista de Seguros (una de insurables, non_insurables, insurances_sent, insuranced, rejected = 1)',
    permission: { area, action: 'read' },
    scope: 'doyang',
    query: listQueryParams({ doyang_id: Q.id, ...tabFlags }),
    response: paged(insuranceAnswer),
    handler: async ({ db, actor, query }) => {
      const tab = tabOf(query, INSURANCE_TABS, MSG.insuranceOneTab);
      const q = parseListQuery(query, INSURANCE_PAGE_SIZE);
      const perPage = q.perPage || INSURANCE_PAGE_SIZE;
      const doyangIds = doyangScope(actor, q.filters.doyang_id);
      const { data, total } = await insurancePage(db, { doyangIds, tab, search: q.search }, today(), timeZone, {
        limit: perPage,
        offset: (q.page - 1) * perPage,
      });
      return { data, total, per_page: perPage, current_page: q.page, last_page: Math.max(1, Math.ceil(total / perPage)) };
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/print`,
    tags,
    summary: 'CSV de los alumnos enviados (seguros_enviados.csv) o asegurados (alumnos_asegurados.csv) de un doyang',
    permission: { area, action: 'read' },
    scope: 'doyang',
    query: strictQuery({ doyang_id: Q.id, insurances_sent: Q.flag, insuranced: Q.flag }),
    response: csvFile,
    handler: async ({ db, actor, query, reply }) => {
      const tab = tabOf(query, ['insurances_sent', 'insuranced'], MSG.insurancePrintTab) as InsurancePrintTab;
      const doyangIds = doyangScope(actor, query.doyang_id);
      const data = await insuranceRows(db, { doyangIds, tab }, today(), timeZone);
      return sendCsv(reply, INSURANCE_CSV_NAMES[tab], tab === 'insuranced' ? INSURED_COLUMNS : SENT_COLUMNS, data);
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/:id/rejection_document`,
    tags,
    summary: 'Descarga el documento de rechazo del seguro de un alumno (documento_de_rechazo.{ext})',
    permission: { area, action: 'read' },
    scope: 'doyang',
    params: idParams,
    response: storedFile,
    handler: async ({ db, actor, params, reply }) => {
      const person = reach(actor, await insuranceRecord(db, params.id));
      if (!person.rejected_insurance_file) throw new HttpError(404, MSG.insuranceNoDocument);
      const stored = await app.storage.get(person.rejected_insurance_file);
      if (!stored) throw new HttpError(404, MSG.storedFileMissing);
      const extension = keyExtension(person.rejected_insurance_file);
      reply.header('Content-Length', stored.size).header('Cache-Control', 'private, no-cache');
      return sendDownload(reply, `documento_de_rechazo.${extension}`, contentTypeOf(extension), stored.body);
    },
  });

  /** Refused before anything is stored: a caller who may not write Seguros, or a person out of their reach. */
  const authorise = async (request: FastifyRequest) => {
    const actor = request.user;
    if (!hasPermission(actor.permissions, area, 'create') && !hasPermission(actor.permissions, area, 'update'))
      throw forbidden(MSG.forbidden);
    const id = Number((request.params as { id: string }).id);
    // Another doyang's student is refused here; an id that names no student is the handler's 404, after the form's own
    // checks (a body naming another record is 422 as on every write).
    const person = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await insuranceRecord(app.db, id) : undefined;
    if (person && isInsurablePerson(person)) reach(actor, person);
  };
  const uploadFor = (methodOverride: boolean) => {
    const upload = readUpload({ folder: FOLDER, field: FILE_FIELD, methodOverride, fields: insuranceUpdateFields });
    return async (request: FastifyRequest) => {
      await authorise(request);
      await upload(request);
    };
  };

  const update = async ({
    db,
    actor,
    request,
    params,
  }: {
    db: Db;
    actor: SessionUser;
    request: FastifyRequest;
    params: { id: number };
  }) => {
    const { file, fields } = uploadOf(request);
    const person = reach(actor, await insuranceRecord(db, params.id, true));
    const day = today();
    const move = insuranceMove(person, insuranceUpdateFields.parse(fields), file !== null, day);
    if (!('action' in move)) throw validationError({ [move.field]: [move.message] });
    requirePermission(actor, area, INSURANCE_ACTIONS[move.action]);
    const changes = insuranceUpdateFields.parse(fields);
    switch (move.action) {
      case 'send':
        await db.execute(sql`update users set insurance_sent_date = ${day}::date where id = ${person.id}`);
        break;
      case 'insure':
        await db.execute(sql`update users set
            insurance_number = ${changes.insurance_number === undefined ? person.insurance_number : changes.insurance_number},
            insurance_date = ${changes.insurance_date === undefined ? person.insurance_date : changes.insurance_date}::date
          where id = ${person.id}`);
        break;
      case 'reject':
      case 'replace_document':
        if (!file) throw validationError({ [FILE_FIELD]: [MSG.uploadRequired] });
        await db.execute(sql`update users set is_rejected_insurance = true, is_rejected_insurance_file = true,
            rejected_insurance_file = ${file.key},
            rejected_insurance_at = case when is_rejected_insurance then rejected_insurance_at else now() end
          where id = ${person.id}`);
        removeAfterCommit(request, person.rejected_insurance_file);
        break;
      case 'accept':
        await db.execute(sql`update users set is_rejected_insurance = false, is_rejected_insurance_file = false,
            rejected_insurance_file = null, rejected_insurance_at = null
          where id = ${person.id}`);
        removeAfterCommit(request, person.rejected_insurance_file);
        break;
    }
    const shown = await insuranceOf(db, person.id, day, timeZone);
    if (!shown) throw notFound();
    return shown;
  };

  // The spec's student update with form data (spec 03 §7), on the insurance's own path: POST with `_method=PUT`.
  route(app, {
    method: 'POST',
    url: `${base}/:id`,
    tags,
    summary:
      'Mueve a un alumno en Seguros (multipart con _method=PUT): enviar (insurance_sent_date), asegurar (insurance_number, insurance_date), rechazar (is_rejected_insurance=1 y is_rejected_insurance_file PDF o imagen) o aceptar (is_rejected_insurance=0)',
    permission: { area },
    scope: 'doyang',
    params: idParams,
    form: insuranceUpdateForm,
    preValidation: uploadFor(true),
    response: insuranceAnswer,
    handler: update,
  });

  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    tags,
    summary:
      'Mueve a un alumno en Seguros (JSON o multipart): asegurar {insurance_number, insurance_date}, enviar, rechazar o aceptar',
    permission: { area },
    scope: 'doyang',
    params: idParams,
    form: insuranceUpdateForm.omit({ _method: true }),
    preValidation: uploadFor(false),
    response: insuranceAnswer,
    handler: update,
  });
}
