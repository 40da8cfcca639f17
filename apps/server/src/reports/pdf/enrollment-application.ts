import { ageInYears, BLOOD_TYPES, formatDayMonYear, hourMinute } from '@doyang/domain';
import type { PdfContent, PdfDocument } from '../pdf.ts';
import { printedFooter, STYLES, titleBlock } from './exam-header.ts';
import { fields, signature } from './form-parts.ts';

// The enrollment application (solicitud de inscripción, spec 03 §7 'solicitud_de_enrollmenten.pdf'): one stay of a
// student at a doyang, with what the record holds to sign at the desk: the student, the parents, who may pick the
// child up, and the stay itself.

export type EnrollmentApplicant = {
  full_name: string;
  birth_date: string | null;
  sex: number | null;
  blood_type: number | null;
  civil_state: string | null;
  job_description: string | null;
  school: string | null;
  address: string | null;
  neighborhood: string | null;
  city: string | null;
  cellphone: string | null;
  phone1: string | null;
  email: string | null;
  health_info: string | null;
  father_name: string | null;
  father_cellphone: string | null;
  father_job: string | null;
  mother_name: string | null;
  mother_cellphone: string | null;
  mother_job: string | null;
  pickers: { name: string; telephone: string | null; kinship: string | null }[];
  doyang_name: string;
  group_name: string | null;
  group_begins_at: string | null;
  group_ends_at: string | null;
  degree_name: string | null;
  bundle_name: string | null;
  responsible_name: string | null;
  enrollment_date: string;
  disenroll_date: string | null;
  start_tkd_date: string | null;
};

const pickersTable = (pickers: EnrollmentApplicant['pickers']): PdfContent =>
  pickers.length
    ? {
        table: {
          widths: ['*', 110, 110],
          headerRows: 1,
          body: [
            [
              { text: 'Nombre', style: 'th' },
              { text: 'Teléfono', style: 'th' },
              { text: 'Parentesco', style: 'th' },
            ],
            ...pickers.map((p) => [p.name, p.telephone ?? '', p.kinship ?? '']),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: 'Sin personas autorizadas registradas.', color: '#555555' };

/** solicitud_de_enrollmenten.pdf for one stay. */
export function enrollmentApplicationDoc(s: EnrollmentApplicant, printedOn: string): PdfDocument {
  const age = ageInYears(s.birth_date, printedOn);
  const schedule = s.group_name ? `${s.group_name} ${hourMinute(s.group_begins_at)}–${hourMinute(s.group_ends_at)}`.trim() : null;
  return {
    info: { title: 'Solicitud de inscripción' },
    styles: STYLES,
    footer: printedFooter(printedOn),
    content: [
      ...titleBlock('SOLICITUD DE INSCRIPCIÓN', s.doyang_name),
      { text: 'DATOS DEL ALUMNO', style: 'section' },
      fields([
        ['Nombre', s.full_name],
        ['Fecha de nacimiento', formatDayMonYear(s.birth_date)],
        ['Edad', age === null ? null : `${age} años`],
        ['Sexo', s.sex === 1 ? 'MASCULINO' : s.sex === 2 ? 'FEMENINO' : null],
        ['Tipo de sangre', s.blood_type === null ? null : (BLOOD_TYPES[s.blood_type] ?? null)],
        ['Estado civil', s.civil_state],
        ['Ocupación', s.job_description],
        ['Escuela', s.school],
        ['Domicilio', [s.address, s.neighborhood, s.city].filter((v) => v?.trim()).join(', ')],
        ['Celular', s.cellphone],
        ['Teléfono', s.phone1],
        ['Correo', s.email],
        ['Salud', s.health_info],
      ]),
      { text: 'PADRES O TUTORES', style: 'section' },
      fields([
        ['Padre', s.father_name],
        ['Celular del padre', s.father_cellphone],
        ['Ocupación del padre', s.father_job],
        ['Madre', s.mother_name],
        ['Celular de la madre', s.mother_cellphone],
        ['Ocupación de la madre', s.mother_job],
      ]),
      { text: 'PERSONAS AUTORIZADAS PARA RECOGER AL ALUMNO', style: 'section' },
      pickersTable(s.pickers),
      { text: 'INSCRIPCIÓN', style: 'section' },
      fields([
        ['Doyang', s.doyang_name],
        ['Responsable', s.responsible_name],
        ['Fecha de inscripción', formatDayMonYear(s.enrollment_date)],
        ['Fecha de baja', formatDayMonYear(s.disenroll_date)],
        ['Grupo', schedule],
        ['Grado', s.degree_name],
        ['Inicio en TKD', formatDayMonYear(s.start_tkd_date)],
        ['Paquete', s.bundle_name],
      ]),
      {
        text: 'Declaro que los datos son verdaderos y que conozco el reglamento del doyang.',
        margin: [0, 14, 0, 0],
        fontSize: 8,
      },
      {
        columns: [signature('Firma del alumno, padre o tutor'), signature('Firma del responsable del doyang')],
        columnGap: 60,
        margin: [40, 8, 0, 0],
      },
    ],
  };
}
