import { parseYmd } from './dates.ts';
import { isAdult } from './students.ts';

// Printing an exam application (spec 03 §5): the school may print it only when the student's record holds what
// the application shows; otherwise an alert names each missing item ('El alumno debe tener ...').

/** The first degree: a student who has never taken an exam has no last approved exam. */
export const FIRST_DEGREE_ID = 1;

/** The missing items, named as the alert lists them, in the spec's order. */
export const APPLICATION_ITEMS = {
  lastApprovedExamDate: 'fecha del último examen aprobado',
  civilState: 'estado civil',
  jobDescription: 'ocupación',
  startTkdDate: 'fecha de inicio en TKD',
  birthDate: 'fecha de nacimiento',
  teacher: 'profesor',
  revisionComplete: 'revisión completa',
  cellphone: 'celular',
  parentCellphone: 'celular de alguno de los padres',
  address: 'domicilio',
} as const;

export type ApplicationStudent = {
  degree_id: number | null;
  last_aproved_exam_date: string | null;
  civil_state: string | number | null;
  job_description: string | null;
  start_tkd_date: string | null;
  birth_date: string | null;
  /** The group's responsible, or the student's user_responsible_id. */
  teacher_id: number | null;
  revision_complete: boolean;
  cellphone: string | null;
  father_cellphone: string | null;
  mother_cellphone: string | null;
  address: string | null;
};

const filled = (v: string | number | null | undefined) => v !== null && v !== undefined && String(v).trim() !== '';
const dated = (v: string | null | undefined) => parseYmd(v) !== null;

/**
 * What the application still needs. Age is taken at `today`. A student without a birth date is asked for it and,
 * until it is known, counts as an adult: an unknown age never waives the student's own cellphone.
 */
export function applicationMissingItems(student: ApplicationStudent, exam: { is_black_belt: boolean }, today: string): string[] {
  const I = APPLICATION_ITEMS;
  const missing: string[] = [];
  if (student.degree_id !== FIRST_DEGREE_ID && !dated(student.last_aproved_exam_date)) missing.push(I.lastApprovedExamDate);
  if (!filled(student.civil_state)) missing.push(I.civilState);
  if (!filled(student.job_description)) missing.push(I.jobDescription);
  if (!dated(student.start_tkd_date)) missing.push(I.startTkdDate);
  if (!dated(student.birth_date)) missing.push(I.birthDate);
  if (student.teacher_id === null || student.teacher_id === undefined) missing.push(I.teacher);
  if (!exam.is_black_belt && !student.revision_complete) missing.push(I.revisionComplete);
  const adult = isAdult(student.birth_date, today) ?? true;
  if (adult && !filled(student.cellphone)) missing.push(I.cellphone);
  if (!adult && !filled(student.father_cellphone) && !filled(student.mother_cellphone)) missing.push(I.parentCellphone);
  if (!filled(student.address)) missing.push(I.address);
  return missing;
}

const bare = (item: string) => item.trim().replace(/[.,;:\s]+$/u, '');

/** 'El alumno debe tener: a, b y c.' (empty when nothing is missing). */
export function applicationMissingMessage(items: readonly string[]): string {
  const names = items.map(bare).filter((name) => name !== '');
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  return `El alumno debe tener: ${list}.`;
}

/** A degree with partials asks which partial the student presents when the application does not say (1 and up). */
export function needsPartialNumber(degree: { has_partials: boolean }, partialNumber: number | null | undefined): boolean {
  if (!degree.has_partials) return false;
  return partialNumber === null || partialNumber === undefined || !Number.isInteger(partialNumber) || partialNumber < 1;
}
