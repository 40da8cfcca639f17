import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { monthlyDutySchema } from './duties.ts';
import { attendanceMarkSchema, bimesterSchema, holidaySchema, revisionAssignSchema } from './groups.ts';
import { otherExamRequisiteSchema, requirementAgeErrors, requirementSchema } from './requirements.ts';

describe('attendance mark', () => {
  it('reads the type case-insensitively, null clears, anything else is refused with the Spanish text', () => {
    expect(attendanceMarkSchema.parse({ student: '7', date: '2026-11-22T06:00:00.000Z', type: 'r' })).toMatchObject({
      student: 7,
      date: '2026-11-22',
      type: 'R',
    });
    expect(attendanceMarkSchema.parse({ student: 7, date: '2026-11-22', type: null }).type).toBeNull();
    expect(attendanceMarkSchema.parse({ student: 7, date: '2026-11-22', is_mother: '1' }).is_mother).toBe(true);
    expect(attendanceMarkSchema.safeParse({ student: 7, date: '2026-11-22', type: 'P' }).error?.issues[0].message).toBe(
      MSG.attendanceTypeInvalid,
    );
    expect(attendanceMarkSchema.safeParse({ student: 7 }).error?.issues[0].message).toBe(MSG.required);
  });
});

describe('holidays and bimesters', () => {
  it('need an end on or after the start', () => {
    expect(holidaySchema.parse({ start_date: '2026-11-20', doyang_group_id: '4' })).toMatchObject({ doyang_group_id: 4 });
    expect(holidaySchema.safeParse({ start_date: '2026-11-20', end_date: '2026-11-19' }).error?.issues[0].message).toBe(
      MSG.endBeforeStart,
    );
    expect(bimesterSchema.safeParse({ start_date: '2027-01-01', end_date: '2027-02-28' }).success).toBe(true);
    expect(bimesterSchema.safeParse({ start_date: '2027-01-01', end_date: '' }).error?.issues[0].message).toBe(MSG.required);
  });
});

describe('revision assign', () => {
  it('accepts checked ids or items with dates and comments', () => {
    const body = revisionAssignSchema.parse({
      id: 3,
      user_id: 9,
      requirementProducts: [2, { id: 3, checked: false, comment: 'PENDIENTE' }],
    });
    expect(body.requirementProducts).toEqual([
      { id: 2, checked: true },
      { id: 3, checked: false, date: null, second_date: null, comment: 'PENDIENTE' },
    ]);
    expect(body.requirementOther).toEqual([]);
  });
});

describe('duties and requirements', () => {
  it('validate the duty before create', () => {
    expect(monthlyDutySchema.safeParse({ name: '', due_date: '2026-12-01' }).error?.issues[0].message).toBe(MSG.required);
    expect(monthlyDutySchema.safeParse({ name: 'x'.repeat(101), due_date: '2026-12-01' }).error?.issues[0].message).toBe(
      MSG.nameTooLong,
    );
    expect(monthlyDutySchema.parse({ name: 'Entregar reporte', due_date: '2026-12-01' })).toMatchObject({
      to_doyang: false,
      super_important: false,
    });
  });

  it('store empty limits as null and compare ages in years and months', () => {
    expect(requirementSchema.parse({ name: 'x', absences: '', min_points: '40', products: [{ id: 2 }, 2, 3] })).toMatchObject({
      name: 'X',
      absences: null,
      min_points: 40,
      products: [2, 3],
    });
    expect(requirementSchema.safeParse({ name: 'x', absences: -1 }).success).toBe(false);
    expect(requirementAgeErrors({ min_age_years: 6, min_age_months: 6, max_age_years: 6, max_age_months: 5 })).toEqual({
      min_age_years: [MSG.minAgeAboveMax],
    });
    expect(requirementAgeErrors({ min_age_years: 6, max_age_years: 6 })).toEqual({});
    expect(requirementAgeErrors({ min_age_years: 6 })).toEqual({});
  });

  it('refuses an empty other requisite with its text', () => {
    expect(otherExamRequisiteSchema.safeParse({ name: ' ' }).error?.issues[0].message).toBe(MSG.fieldNotEmpty);
    expect(otherExamRequisiteSchema.parse({ name: 'carta' }).name).toBe('CARTA');
  });
});
