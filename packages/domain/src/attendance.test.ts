import { describe, expect, it } from 'vitest';
import {
  type AttendanceStanding,
  attendanceDateRefusal,
  attendanceStatus,
  attendanceWindow,
  DEFAULT_THRESHOLDS,
  meetingRefusal,
  permittedAbsencesFor,
  scholarshipRisk,
  thresholdsFromConfiguration,
} from './attendance.ts';
import { MSG } from './messages.ts';

const TODAY = '2026-11-22';
const t = { maxConsecutiveAbsences: 8, permittedAbsences: 6, adultExtraAbsences: 2 };
const s = (consecutive: number, absences: number, more: Partial<AttendanceStanding> = {}): AttendanceStanding => ({
  consecutive_absences: consecutive,
  bimester_abscenses: absences,
  is_scholarshiped: false,
  extra_absences: false,
  ...more,
});

describe('attendance window', () => {
  it('goes 5 days back on the group screen and 3 on the kyosa screen, up to today', () => {
    expect(attendanceWindow(TODAY, 'student', false)).toEqual({ min_date: '2026-11-17', max_date: TODAY });
    expect(attendanceWindow(TODAY, 'kyosa', false)).toEqual({ min_date: '2026-11-19', max_date: TODAY });
    expect(attendanceWindow(TODAY, 'student', true)).toEqual({ min_date: null, max_date: TODAY });
  });

  it('refuses each side of the window with its own text', () => {
    expect(attendanceDateRefusal('2026-11-17', TODAY, 'student', false)).toBeNull();
    expect(attendanceDateRefusal('2026-11-16', TODAY, 'student', false)).toBe(MSG.attendanceTooOldGroup);
    expect(attendanceDateRefusal('2026-11-19', TODAY, 'kyosa', false)).toBeNull();
    expect(attendanceDateRefusal('2026-11-18', TODAY, 'kyosa', false)).toBe(MSG.attendanceTooOldKyosa);
    expect(attendanceDateRefusal(TODAY, TODAY, 'student', false)).toBeNull();
    expect(attendanceDateRefusal('2026-11-23', TODAY, 'student', false)).toBe(MSG.attendanceInFuture);
  });

  it('lifts the lower limit with the extemporaneous permission but never allows the future', () => {
    expect(attendanceDateRefusal('2025-01-10', TODAY, 'student', true)).toBeNull();
    expect(attendanceDateRefusal('2025-01-10', TODAY, 'kyosa', true)).toBeNull();
    expect(attendanceDateRefusal('2026-11-23', TODAY, 'kyosa', true)).toBe(MSG.attendanceInFuture);
  });
});

describe('meeting ticks', () => {
  const flags = (n: number) => ({ is_student: n > 0, is_mother: n > 1, is_father: n > 2, is_representative: n > 3 });
  it('takes one attendee at a unique-attendance meeting and any at the others', () => {
    expect(meetingRefusal(flags(0), true)).toBeNull();
    expect(meetingRefusal(flags(1), true)).toBeNull();
    expect(meetingRefusal(flags(2), true)).toBe(MSG.meetingUniqueAttendance);
    expect(meetingRefusal(flags(4), false)).toBeNull();
  });
});

describe('status text (spec 02 §4) with maximum 8 consecutive and 6 permitted absences', () => {
  it('drops out above the maximum and is at risk from maximum − 5', () => {
    expect(attendanceStatus(s(9, 0), t)).toBe(MSG.statusDropOut);
    expect(attendanceStatus(s(8, 0), t)).toBe(MSG.statusDropOutRisk);
    expect(attendanceStatus(s(3, 0), t)).toBe(MSG.statusDropOutRisk);
    expect(attendanceStatus(s(2, 0), t)).toBe(MSG.statusContact);
  });

  it('loses the exam above the permitted absences and is at risk from permitted − 1', () => {
    expect(attendanceStatus(s(0, 7), t)).toBe(MSG.statusNoExam);
    expect(attendanceStatus(s(0, 6), t)).toBe(MSG.statusNoExamRisk);
    expect(attendanceStatus(s(0, 5), t)).toBe(MSG.statusNoExamRisk);
    expect(attendanceStatus(s(0, 4), t)).toBeNull();
  });

  it('gives an adult with the extra-absences flag configuration 11 more', () => {
    expect(permittedAbsencesFor({ extra_absences: true }, t)).toBe(8);
    expect(attendanceStatus(s(0, 7, { extra_absences: true }), t)).toBe(MSG.statusNoExamRisk);
    expect(attendanceStatus(s(0, 8, { extra_absences: true }), t)).toBe(MSG.statusNoExamRisk);
    expect(attendanceStatus(s(0, 9, { extra_absences: true }), t)).toBe(MSG.statusNoExam);
    expect(attendanceStatus(s(0, 6, { extra_absences: true }), t)).toBeNull();
  });

  it('shows scholarship holders, and their risk from half the permitted absences', () => {
    expect(attendanceStatus(s(0, 0, { is_scholarshiped: true }), t)).toBe(MSG.statusScholarship);
    expect(attendanceStatus(s(0, 2, { is_scholarshiped: true }), t)).toBe(MSG.statusScholarship);
    expect(attendanceStatus(s(0, 3, { is_scholarshiped: true }), t)).toBe(MSG.statusScholarshipRisk);
    expect(attendanceStatus(s(2, 0, { is_scholarshiped: true }), t)).toBe(MSG.statusScholarshipRisk);
    expect(scholarshipRisk(s(0, 5, { is_scholarshiped: true }), t)).toBe(true);
    // The more serious text wins, the risk flag stays.
    expect(attendanceStatus(s(0, 5, { is_scholarshiped: true }), t)).toBe(MSG.statusNoExamRisk);
    expect(scholarshipRisk(s(0, 5), t)).toBe(false);
  });

  it('never warns a student without absences, whatever the configuration', () => {
    const tiny = { maxConsecutiveAbsences: 2, permittedAbsences: 0, adultExtraAbsences: 0 };
    expect(attendanceStatus(s(0, 0), tiny)).toBeNull();
    expect(attendanceStatus(s(1, 1), tiny)).toBe(MSG.statusDropOutRisk);
  });

  it('reads the thresholds from configuration 4, 11 and 12, with defaults for empty values', () => {
    expect(thresholdsFromConfiguration({ 4: '10', 11: '3', 12: '4' })).toEqual({
      maxConsecutiveAbsences: 10,
      adultExtraAbsences: 3,
      permittedAbsences: 4,
    });
    expect(thresholdsFromConfiguration({ 4: null, 12: '' })).toEqual(DEFAULT_THRESHOLDS);
  });
});
