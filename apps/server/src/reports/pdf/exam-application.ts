import { ageInYears, formatDayMonYear, hourMinute } from '@doyang/domain';
import type { PdfContent, PdfDocument } from '../pdf.ts';
import { type ExamHeader, examLine, gridLayout, printedFooter, STYLES, titleBlock } from './exam-header.ts';
import { fields, signature } from './form-parts.ts';

// The exam application (solicitud de examen, spec 03 §5 and §7): one page with what the record holds about the
// student, the exam, and the lines to sign. The sheets of every prospect are the same page, one per person.

export type Applicant = {
  id: number;
  full_name: string;
  birth_date: string | null;
  sex: number | null;
  civil_state: string | null;
  job_description: string | null;
  address: string | null;
  neighborhood: string | null;
  city: string | null;
  cellphone: string | null;
  father_cellphone: string | null;
  mother_cellphone: string | null;
  email: string | null;
  doyang_name: string;
  teacher_name: string | null;
  certifier_name: string | null;
  start_tkd_date: string | null;
  last_aproved_exam_date: string | null;
  degree_name: string | null;
  next_degree_name: string | null;
  revision_complete: boolean;
};

/** The partial line reads the number when the degree has partials ('' when it does not). */
export type PartialNumber = number | null;

/** One application page (no page break of its own). */
export function applicationPage(exam: ExamHeader, s: Applicant, partial: PartialNumber, today: string): PdfContent[] {
  const age = ageInYears(s.birth_date, today);
  const address = [s.address, s.neighborhood, s.city].filter((v) => v?.trim()).join(', ');
  return [
    ...titleBlock('SOLICITUD DE EXAMEN', examLine(exam)),
    { text: 'DATOS DEL ALUMNO', style: 'section' },
    fields([
      ['Nombre', s.full_name],
      ['Doyang', s.doyang_name],
      ['Fecha de nacimiento', formatDayMonYear(s.birth_date)],
      ['Edad', age === null ? null : `${age} años`],
      ['Sexo', s.sex === 1 ? 'MASCULINO' : s.sex === 2 ? 'FEMENINO' : null],
      ['Estado civil', s.civil_state],
      ['Ocupación', s.job_description],
      ['Celular', s.cellphone],
      ['Celular del padre', s.father_cellphone],
      ['Celular de la madre', s.mother_cellphone],
      ['Correo', s.email],
      ['Domicilio', address],
    ]),
    { text: 'TAEKWONDO', style: 'section' },
    fields([
      ['Profesor', s.teacher_name],
      ['Certificador', s.certifier_name],
      ['Inicio en TKD', formatDayMonYear(s.start_tkd_date)],
      ['Último examen aprobado', formatDayMonYear(s.last_aproved_exam_date)],
      ['Grado actual', s.degree_name],
      ['Grado solicitado', s.next_degree_name],
      ['Número de parcial', partial],
      ['Revisión', exam.is_black_belt ? 'NO APLICA (CINTA NEGRA)' : s.revision_complete ? 'COMPLETA' : 'INCOMPLETA'],
    ]),
    { text: 'EXAMEN', style: 'section' },
    fields([
      ['Examen', exam.name],
      ['Fecha', formatDayMonYear(exam.date)],
      ['Hora', hourMinute(exam.begins_at)],
      ['Sede', exam.venue_name],
      ['Sinodal', exam.sinodal_name],
      ['Sinodales adicionales', exam.extra_sinodals],
    ]),
    { text: 'CALIFICACIÓN (para el sinodal)', style: 'section' },
    fields([
      ['Calificación', null],
      ['Resultado', null],
    ]),
    {
      columns: [signature('Firma del alumno, padre o tutor'), signature('Firma del profesor'), signature('Firma del sinodal')],
      columnGap: 24,
      margin: [0, 12, 0, 0],
    },
  ];
}

const base = (printedOn: string, title: string): Omit<PdfDocument, 'content'> => ({
  info: { title },
  styles: STYLES,
  footer: printedFooter(printedOn),
});

/** solicitud_de_examen.pdf: one student's application. */
export function examApplicationDoc(exam: ExamHeader, s: Applicant, partial: PartialNumber, printedOn: string): PdfDocument {
  return { ...base(printedOn, 'Solicitud de examen'), content: applicationPage(exam, s, partial, printedOn) };
}

/**
 * hojas_de_examen.pdf: every prospect's page, in order, as parts made one at a time while the PDF is written
 * (pdf.ts `sendPdfParts`), so 300 prospects never sit in memory as 300 laid-out pages.
 */
/** A prospect left out of the sheets: whose application the record cannot fill yet, and why. */
export type OmittedApplicant = { full_name: string; doyang_name: string; missing: string };

/** The page that opens the sheets when some are left out: who, of which doyang, and what their record lacks. */
function omittedPage(exam: ExamHeader, omitted: readonly OmittedApplicant[]): PdfContent[] {
  const header = ['#', 'Nombre', 'Doyang', 'Falta'].map((text) => ({ text, style: 'th' }));
  const body = omitted.map((o, i) => [String(i + 1), o.full_name, o.doyang_name, o.missing]);
  return [
    ...titleBlock('SOLICITUDES NO INCLUIDAS', examLine(exam), 'Se imprimen cuando su expediente tenga lo que falta'),
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [16, 150, 110, '*'], body: [header, ...body] },
      layout: gridLayout(3),
    },
  ];
}

export function examSheetsDoc(
  exam: ExamHeader,
  people: Iterable<Applicant & { partial: PartialNumber }>,
  printedOn: string,
  omitted: readonly OmittedApplicant[] = [],
): { doc: Omit<PdfDocument, 'content'>; parts: Iterable<PdfContent[]> } {
  function* parts(): Generator<PdfContent[]> {
    let any = omitted.length > 0;
    if (any) yield omittedPage(exam, omitted);
    for (const person of people) {
      any = true;
      yield applicationPage(exam, person, person.partial, printedOn);
    }
    if (!any) yield [...titleBlock('HOJAS DE EXAMEN', examLine(exam)), { text: 'No hay prospectos.', margin: [0, 20] }];
  }
  return { doc: base(printedOn, 'Hojas de examen'), parts: parts() };
}
