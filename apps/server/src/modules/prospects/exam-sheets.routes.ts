import { applicationMissingItems, applicationMissingMessage, MSG, needsPartialNumber, pdfFile } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { examApplicationDoc, examSheetsDoc } from '../../reports/pdf/exam-application.ts';
import type { ExamHeader } from '../../reports/pdf/exam-header.ts';
import { type ResultGroup, resultSheetDoc } from '../../reports/pdf/exam-result-sheet.ts';
import { sendPdf, sendPdfParts } from '../../reports/pdf.ts';
import { examHeader, type SheetPerson, sheetPeople } from './exam-sheets.queries.ts';
import { doyangScope } from './prospects.routes.ts';

// The printed exam documents (spec 03 §5, §7, §9): a student's application, the result sheets by doyang and by
// certifier, and every prospect's sheet in one PDF. Readers of the exam lists print them, each within their doyangs.

export const EXAM_FILES = {
  application: 'solicitud_de_examen.pdf',
  resultSheet: 'hoja_de_resultados.pdf',
  byCertifier: 'hoja_de_resultados_por_certificador.pdf',
  allSheets: 'hojas_de_examen.pdf',
} as const;

const readers = { area: ['Examen', 'Doyang Examen'], action: 'read' } as const;
const tags = ['exam documents'];
const applicationParams = z.object({ examId: Q.id.transform(Number), userId: Q.id.transform(Number) });

async function requireExam(db: Parameters<typeof examHeader>[0], id: number): Promise<ExamHeader> {
  const exam = await examHeader(db, id);
  if (!exam) throw notFound();
  return exam;
}

const optionalId = (value: string | undefined) => (value ? Number(value) : undefined);

/** Consecutive rows with the same key as one group (the rows come ordered by it). */
function grouped(people: SheetPerson[], title: (p: SheetPerson) => string): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const person of people) {
    const name = title(person);
    const last = groups[groups.length - 1];
    if (last?.title === name) last.rows.push(person);
    else groups.push({ title: name, rows: [person] });
  }
  return groups;
}

/** The partial a sheet shows without asking: the one graded, else the next after those the student has. */
const sheetPartial = (p: SheetPerson) => (p.degree_has_partials ? (p.next_partial ?? p.number_of_partials + 1) : null);

export async function examSheetRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();

  route(app, {
    method: 'GET',
    url: '/api/exam_applications/exam/:examId/user/:userId',
    tags,
    summary: 'Solicitud de examen de un prospecto o candidato (PDF)',
    permission: readers,
    scope: 'doyang',
    params: applicationParams,
    query: strictQuery({ partial_number: Q.count }),
    response: pdfFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const exam = await requireExam(db, params.examId);
      const [person] = await sheetPeople(db, exam.id, { doyangIds: null, userId: params.userId, order: 'doyang' });
      if (!person) throw notFound();
      if (!person.in_exam && !person.is_candidate) throw new HttpError(404, MSG.prospectNotFound);
      requireDoyang(actor, person.doyang_id);
      // The domain's rule: the alert names every missing item; nothing is printed until the record has them.
      const missing = applicationMissingItems(person, exam, today());
      if (missing.length) throw new HttpError(422, applicationMissingMessage(missing), { missing_items: missing });
      const partial = query.partial_number === undefined ? null : Number(query.partial_number);
      if (needsPartialNumber({ has_partials: person.degree_has_partials }, partial))
        throw validationError({ partial_number: [MSG.examPartialNumberMissing] });
      const shown = person.degree_has_partials ? partial : null;
      return sendPdf(reply, EXAM_FILES.application, examApplicationDoc(exam, person, shown, today()));
    },
  });

  // The result sheet by doyang and by certifier: the same people and table, grouped one way or the other.
  for (const sheet of [
    {
      url: '/api/exams/result_sheet/:id',
      summary: 'Hoja de resultados del examen por doyang (PDF; en blanco antes de los resultados)',
      by: 'doyang',
      query: strictQuery({ doyang_id: Q.id }),
      file: EXAM_FILES.resultSheet,
      title: (p: SheetPerson) => p.doyang_name,
    },
    {
      url: '/api/exams/result_sheet_by_certifier/:id',
      summary: 'Hoja de resultados del examen por certificador (PDF)',
      by: 'certifier',
      query: strictQuery({ doyang_id: Q.id, certifier_id: Q.id }),
      file: EXAM_FILES.byCertifier,
      title: (p: SheetPerson) => p.certifier_name ?? 'SIN CERTIFICADOR',
    },
  ] as const)
    route(app, {
      method: 'GET',
      url: sheet.url,
      tags,
      summary: sheet.summary,
      permission: readers,
      scope: 'doyang',
      params: idParams,
      query: sheet.query,
      response: pdfFile,
      handler: async ({ db, actor, params, query, reply }) => {
        const exam = await requireExam(db, params.id);
        const people = await sheetPeople(db, exam.id, {
          doyangIds: doyangScope(actor, query.doyang_id),
          certifierId: optionalId('certifier_id' in query ? query.certifier_id : undefined),
          order: sheet.by,
        });
        return sendPdf(reply, sheet.file, resultSheetDoc(exam, grouped(people, sheet.title), sheet.by, today()));
      },
    });

  route(app, {
    method: 'GET',
    url: '/api/exams/download-all-exam-sheets/:id',
    tags,
    summary: 'Hojas de examen de los prospectos con expediente completo, una por página (PDF)',
    permission: readers,
    scope: 'doyang',
    params: idParams,
    query: strictQuery({ doyang_id: Q.id }),
    response: pdfFile,
    handler: async ({ db, actor, params, query, reply }) => {
      const exam = await requireExam(db, params.id);
      const doyangIds = doyangScope(actor, query.doyang_id);
      const people = await sheetPeople(db, exam.id, { doyangIds, order: 'doyang' });
      // One rule with the single application: a record that lacks an item is listed on the first page, not printed blank.
      const checked = people.map((p) => ({ person: p, missing: applicationMissingItems(p, exam, today()) }));
      const pages = checked.filter((c) => !c.missing.length).map(({ person }) => ({ ...person, partial: sheetPartial(person) }));
      const omitted = checked
        .filter((c) => c.missing.length)
        .map(({ person, missing }) => ({
          full_name: person.full_name,
          doyang_name: person.doyang_name,
          missing: applicationMissingMessage(missing),
        }));
      const { doc, parts } = examSheetsDoc(exam, pages, today(), omitted);
      return sendPdfParts(reply, EXAM_FILES.allSheets, doc, parts);
    },
  });
}
