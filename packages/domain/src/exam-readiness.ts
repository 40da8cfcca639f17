import { parseYmd } from './dates.ts';
import { REVISION_RESULTS, type RequirementRange, type RevisionResult, requirementOnDay } from './revisions.ts';
import { countOf } from './texts.ts';

// The exam traffic light (semáforo; requirements of spec 02 §3): for the next exam, each active student is green, yellow,
// red or black by the requirement of their degree and age at the exam's date. The colour is the worst reason's.

export const READINESS_COLOURS = ['verde', 'amarillo', 'rojo', 'negro'] as const;
export type ReadinessColour = (typeof READINESS_COLOURS)[number];
export type ReadinessReason = { colour: ReadinessColour; text: string };
export type Readiness = { colour: ReadinessColour; reasons: ReadinessReason[] };

type Named = { id: number; name: string };

/** A requirement (REQUISITOS DE EXAMEN) with the names of its products and other requisites. */
export type ReadinessRequirement = RequirementRange & {
  /** Permitted bimester absences. */
  absences: number | null;
  /** Months since the last approved exam. */
  min_time_before_next_exam: number | null;
  /** Ideal points. */
  min_points: number | null;
  /** Official curriculum points. */
  warning_points: number | null;
  /** Below these points the student has no right to the exam. */
  no_right_points: number | null;
  products: readonly Named[];
  other_exam_requisites: readonly Named[];
};

export type ReadinessStudent = {
  degree_order: number | null;
  birth_date: string | null;
  last_aproved_exam_date: string | null;
  /** Counts from here when the student has no approved exam yet. */
  start_tkd_date: string | null;
  bimester_absences: number;
  curriculum_points: number;
  /** Ids checked in the student's revision. */
  checked_products: readonly number[];
  checked_requisites: readonly number[];
  revision_result: RevisionResult;
};

export type ReadinessInput = {
  exam_date: string;
  /** Ordered by degree, as requirementFor expects. */
  requirements: readonly ReadinessRequirement[];
  student: ReadinessStudent;
};

const SEVERITY: Record<ReadinessColour, number> = { verde: 0, amarillo: 1, rojo: 2, negro: 3 };
const READY = 'Listo para su examen';
const worstFirst = (x: ReadinessReason, y: ReadinessReason) => SEVERITY[y.colour] - SEVERITY[x.colour];

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Whole calendar months from one day to another: the most months that, added to the first day (its day of the
 * month clamped to the target month's length), do not pass the second. 2026-01-31 → 2026-02-28 is 1 month;
 * → 2026-02-27 is 0. A second day before the first is 0.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parseYmd(from);
  const b = parseYmd(to);
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  return monthsBetween(a, b);
}

type Ymd = { y: number; m: number; d: number };

/** Whether `months` added to `a` (its day clamped to the month's length) does not pass `b`. */
function reaches(a: Ymd, b: Ymd, months: number): boolean {
  const index = a.m - 1 + months;
  const y = a.y + Math.floor(index / 12);
  const m = (((index % 12) + 12) % 12) + 1;
  const d = Math.min(a.d, daysInMonth(y, m));
  return y * 10_000 + m * 100 + d <= b.y * 10_000 + b.m * 100 + b.d;
}

function monthsBetween(a: Ymd, b: Ymd): number {
  let months = (b.y - a.y) * 12 + (b.m - a.m);
  if (!reaches(a, b, months)) months -= 1;
  return Math.max(0, months);
}

const faltas = (n: number) => countOf(n, 'falta', 'faltas');

/**
 * The student's light for the exam. Black: no right to this exam (no requirement for their degree and age, too
 * little time in the degree, absences above the permitted, unacceptable points). Red: can still make it if acted on
 * now (a required product or requisite not checked, points below the official curriculum, no date to count the
 * time in the degree from). Yellow: at risk (absences at or above permitted − 1, from 1; points below the ideal;
 * revision not complete). Green: nothing to say. Empty bounds do not limit; reasons come worst first.
 */
export function examReadiness(input: ReadinessInput): Readiness {
  return readinessForExam(input.exam_date, input.requirements)(input.student);
}

/**
 * examReadiness for many students of one exam: the exam's date is read once, and each student is then measured
 * without re-reading it (the network's light measures 20,000 students at a time).
 */
export function readinessForExam(
  examDate: string,
  requirements: readonly ReadinessRequirement[],
): (student: ReadinessStudent) => Readiness {
  const exam = parseYmd(examDate);
  if (!exam) throw new RangeError(`not a date: ${examDate}`);
  const examDay = exam.y * 10_000 + exam.m * 100 + exam.d;
  return (s) => {
    const requirement = requirementOnDay(requirements, s, examDay);
    if (!requirement) return { colour: 'negro', reasons: [{ colour: 'negro', text: 'Sin requisito para su grado y edad' }] };
    const r = requirement;
    // Pushed in place (no helper closure per student: 20,000 closures a network showed in the profile).
    const reasons: ReadinessReason[] = [];

    if (r.min_time_before_next_exam !== null) {
      const since = parseYmd(s.last_aproved_exam_date) ?? parseYmd(s.start_tkd_date);
      if (!since) reasons.push({ colour: 'rojo', text: 'Sin fecha del último examen ni de inicio en TKD' });
      else {
        const months = monthsBetween(since, exam);
        if (months < r.min_time_before_next_exam) {
          reasons.push({
            colour: 'negro',
            text: `Antigüedad en el grado: ${months} de ${countOf(r.min_time_before_next_exam, 'mes', 'meses')}`,
          });
        }
      }
    }

    if (r.absences !== null) {
      const n = s.bimester_absences;
      if (n > r.absences)
        reasons.push({ colour: 'negro', text: `Sin derecho a examen: ${faltas(n)} (permitidas ${r.absences})` });
      else if (n >= Math.max(1, r.absences - 1))
        reasons.push({ colour: 'amarillo', text: `En riesgo de no hacer examen: ${faltas(n)} (permitidas ${r.absences})` });
    }

    for (const p of r.products)
      if (!s.checked_products.includes(p.id)) reasons.push({ colour: 'rojo', text: `Falta: ${p.name}` });
    for (const o of r.other_exam_requisites)
      if (!s.checked_requisites.includes(o.id)) reasons.push({ colour: 'rojo', text: `Falta: ${o.name}` });

    // One points reason: the lowest band the points fall in.
    const points = s.curriculum_points;
    if (r.no_right_points !== null && points < r.no_right_points) {
      reasons.push({ colour: 'negro', text: `Puntos inaceptables: ${points} (mínimo ${r.no_right_points})` });
    } else if (r.warning_points !== null && points < r.warning_points) {
      reasons.push({ colour: 'rojo', text: `Puntos por debajo del oficial: ${points} de ${r.warning_points}` });
    } else if (r.min_points !== null && points < r.min_points) {
      reasons.push({ colour: 'amarillo', text: `Puntos por debajo del ideal: ${points} de ${r.min_points}` });
    }

    if (s.revision_result === REVISION_RESULTS.NOT_REVIEWED) reasons.push({ colour: 'amarillo', text: 'Revisión sin completar' });
    if (s.revision_result === REVISION_RESULTS.INCOMPLETE) reasons.push({ colour: 'amarillo', text: 'Revisión incompleta' });

    if (reasons.length === 0) return { colour: 'verde', reasons: [{ colour: 'verde', text: READY }] };
    // Stable: reasons of one colour keep the order they were found in.
    const sorted = reasons.length === 1 ? reasons : [...reasons].sort(worstFirst);
    return { colour: sorted[0].colour, reasons: sorted };
  };
}

/** How many students of each colour (the doyang's summary). */
export function readinessCounts(colours: readonly ReadinessColour[]): Record<ReadinessColour, number> {
  const counts: Record<ReadinessColour, number> = { verde: 0, amarillo: 0, rojo: 0, negro: 0 };
  for (const colour of colours) counts[colour] += 1;
  return counts;
}
