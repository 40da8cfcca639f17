import { MSG } from './messages.ts';
import { addDays } from './students.ts';

// Attendance rules of the group screens (spec 02 §4, §5, §9). The server refuses with these texts and
// computes the status column with these functions; the web limits its date pickers with the same window.

/** F falta (absent), R retardo (late), A asistencia (present). A meeting tick records an A (spec 02 §4). */
export const ATTENDANCE_TYPES = ['F', 'R', 'A'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];

/** Days back a mark may be written: 5 on the group screen, 3 on the kyosa screen (spec 02 §5, §9). */
export const GROUP_ATTENDANCE_WINDOW_DAYS = 5;
export const KYOSA_ATTENDANCE_WINDOW_DAYS = 3;
/** The permission that removes the limit (spec 02 §5). */
export const EXTEMPORANEOUS_AREA = 'Asistencias Extemporáneas (72hrs)';
/** The kyosa list highlights this many bimester absences or more (spec 02 §9). */
export const KYOSA_HIGHLIGHT_ABSENCES = 3;
/** 'En riesgo de baja' starts this many consecutive absences before the maximum (spec 02 §9). */
export const DROP_OUT_RISK_BAND = 5;
/** 'Contactar' from this many consecutive absences (spec 02 §4). */
export const CONTACT_AFTER_ABSENCES = 2;

/** Whose marks a roster holds: the group's students or its kyosas (the KyosaList). */
export const MARK_KINDS = ['student', 'kyosa'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export type AttendanceWindow = { min_date: string | null; max_date: string };

/** The dates a mark may carry: never in the future; not older than the window unless extemporaneous. */
export function attendanceWindow(today: string, kind: MarkKind, extemporaneous: boolean): AttendanceWindow {
  const days = kind === 'kyosa' ? KYOSA_ATTENDANCE_WINDOW_DAYS : GROUP_ATTENDANCE_WINDOW_DAYS;
  return { min_date: extemporaneous ? null : addDays(today, -days), max_date: today };
}

/** Why a mark on this date is refused (422 text), or null. */
export function attendanceDateRefusal(date: string, today: string, kind: MarkKind, extemporaneous: boolean): string | null {
  const w = attendanceWindow(today, kind, extemporaneous);
  if (date > w.max_date) return MSG.attendanceInFuture;
  if (w.min_date && date < w.min_date) return kind === 'kyosa' ? MSG.attendanceTooOldKyosa : MSG.attendanceTooOldGroup;
  return null;
}

export type MeetingFlags = { is_student: boolean; is_mother: boolean; is_father: boolean; is_representative: boolean };
export const MEETING_FLAGS = ['is_student', 'is_mother', 'is_father', 'is_representative'] as const;

/** A 'unique attendance' meeting takes one attendee per student: the student or one of mother, father, representative. */
export function meetingRefusal(flags: MeetingFlags, uniqueAttendance: boolean): string | null {
  const ticked = MEETING_FLAGS.filter((f) => flags[f]).length;
  return uniqueAttendance && ticked > 1 ? MSG.meetingUniqueAttendance : null;
}

export type AttendanceThresholds = {
  /** Configuration 4: maximum consecutive absences. */
  maxConsecutiveAbsences: number;
  /** Configuration 12: absences a bimester permits before losing the right to the exam. */
  permittedAbsences: number;
  /** Configuration 11: extra absences of a student with the adult-absence flag. */
  adultExtraAbsences: number;
};

/** Defaults equal the seeded configuration (docs/decisions.md, foundation), used when a value is empty. */
export const DEFAULT_THRESHOLDS: AttendanceThresholds = {
  maxConsecutiveAbsences: 8,
  permittedAbsences: 6,
  adultExtraAbsences: 2,
};

const intOr = (value: string | number | null | undefined, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/** Thresholds from configuration values keyed by id (4, 11, 12). */
export function thresholdsFromConfiguration(values: Record<number, string | number | null | undefined>): AttendanceThresholds {
  return {
    maxConsecutiveAbsences: intOr(values[4], DEFAULT_THRESHOLDS.maxConsecutiveAbsences),
    permittedAbsences: intOr(values[12], DEFAULT_THRESHOLDS.permittedAbsences),
    adultExtraAbsences: intOr(values[11], DEFAULT_THRESHOLDS.adultExtraAbsences),
  };
}

export type AttendanceStanding = {
  consecutive_absences: number;
  bimester_abscenses: number;
  is_scholarshiped: boolean;
  /** The adult-absence flag set by general direction. */
  extra_absences: boolean;
};

export function permittedAbsencesFor(s: Pick<AttendanceStanding, 'extra_absences'>, t: AttendanceThresholds): number {
  return t.permittedAbsences + (s.extra_absences ? t.adultExtraAbsences : 0);
}

/**
 * A scholarship holder is at risk from half the permitted absences (rounded up): the scholarship asks for
 * steadier attendance than the exam does, so the warning comes before 'En riesgo de no hacer examen'.
 */
export function scholarshipRisk(s: AttendanceStanding, t: AttendanceThresholds): boolean {
  if (!s.is_scholarshiped) return false;
  const from = Math.max(1, Math.ceil(permittedAbsencesFor(s, t) / 2));
  return s.bimester_abscenses >= from || s.consecutive_absences >= CONTACT_AFTER_ABSENCES;
}

export type StatusText =
  | typeof MSG.statusDropOut
  | typeof MSG.statusDropOutRisk
  | typeof MSG.statusNoExam
  | typeof MSG.statusNoExamRisk
  | typeof MSG.statusScholarshipRisk
  | typeof MSG.statusContact
  | typeof MSG.statusScholarship;

/**
 * The status text of the attendance screen (spec 02 §4), the most serious that applies, in this order:
 * consecutive absences above the maximum; at or above maximum − 5; bimester absences above the permitted;
 * at or above permitted − 1; scholarship at risk; 2 or more consecutive absences; scholarship holder.
 * Bands that would start at zero absences start at one, so a student with no absence never carries a warning.
 */
export function attendanceStatus(s: AttendanceStanding, t: AttendanceThresholds): StatusText | null {
  const consecutive = s.consecutive_absences;
  const absences = s.bimester_abscenses;
  const permitted = permittedAbsencesFor(s, t);
  if (consecutive > t.maxConsecutiveAbsences) return MSG.statusDropOut;
  if (consecutive >= Math.max(1, t.maxConsecutiveAbsences - DROP_OUT_RISK_BAND)) return MSG.statusDropOutRisk;
  if (absences > permitted) return MSG.statusNoExam;
  if (absences >= Math.max(1, permitted - 1)) return MSG.statusNoExamRisk;
  if (scholarshipRisk(s, t)) return MSG.statusScholarshipRisk;
  if (consecutive >= CONTACT_AFTER_ABSENCES) return MSG.statusContact;
  if (s.is_scholarshiped) return MSG.statusScholarship;
  return null;
}
