import { describe, expect, it } from 'vitest';
import { approvalSchema, eventOutcome, examResultSchema, GradeError, gradeExam, type StudentStanding } from './prospects.ts';

const fresh: StudentStanding = {
  degree_id: 4,
  number_of_partials: 0,
  previous_degree: null,
  previous_partials: null,
  already_promoted: false,
};

describe('gradeExam', () => {
  it('a passing score promotes to the degree after, with no partials', () => {
    expect(gradeExam({ numeric_result: 91 }, fresh, 5)).toMatchObject({
      exam_result_id: 3,
      approved: true,
      degree_id: 5,
      number_of_partials: 0,
      previous_degree: 4,
      next_degree: 5,
    });
  });
  it('the chosen next degree wins over the default', () => {
    expect(gradeExam({ numeric_result: 60, next_degree: 7 }, fresh, 5)).toMatchObject({ exam_result_id: 10, degree_id: 7 });
  });
  it('a score below 60 and "did not attend" leave the degree as it was', () => {
    expect(gradeExam({ numeric_result: 59.99 }, fresh, 5)).toMatchObject({ exam_result_id: 11, approved: false, degree_id: 4 });
    expect(gradeExam({ exam_result_id: 12 }, fresh, 5)).toMatchObject({ exam_result_id: 12, degree_id: 4, numeric_result: null });
  });
  it('a correction undoes the promotion of the first grading', () => {
    const promoted: StudentStanding = {
      degree_id: 5,
      number_of_partials: 0,
      previous_degree: 4,
      previous_partials: 2,
      already_promoted: true,
    };
    expect(gradeExam({ exam_result_id: 11 }, promoted, 6)).toMatchObject({
      degree_id: 4,
      number_of_partials: 2,
      previous_degree: 4,
    });
    // Re-grading a pass computes the default from the degree before the exam, not the promoted one.
    expect(gradeExam({ numeric_result: 99 }, promoted, 5)).toMatchObject({ degree_id: 5, previous_degree: 4 });
  });
  it('a partial exam keeps the degree and adds one partial unless told otherwise', () => {
    const dan = { ...fresh, degree_id: 13, number_of_partials: 1 };
    expect(gradeExam({ numeric_result: 80, does_partials: true }, dan, 14)).toMatchObject({
      degree_id: 13,
      number_of_partials: 2,
    });
    expect(gradeExam({ numeric_result: 80, does_partials: true, number_of_partials: 3 }, dan, 14)).toMatchObject({
      number_of_partials: 3,
    });
  });
  it('asks for a score or "did not attend", and for a next degree when none follows', () => {
    expect(() => gradeExam({}, fresh, 5)).toThrow(GradeError);
    expect(() => gradeExam({ numeric_result: 90 }, { ...fresh, degree_id: 20 }, null)).toThrow('Indica el grado siguiente.');
    expect(() => gradeExam({ exam_result_id: 13 }, fresh, 5)).toThrow('Ese resultado no existe.');
  });
  it('the score is parsed from form text; a blank score is not a zero', () => {
    expect(examResultSchema.parse({ numeric_result: '95', colaborated: '1' })).toEqual({ numeric_result: 95, colaborated: true });
    expect(examResultSchema.parse({ numeric_result: '' }).numeric_result).toBeUndefined();
    expect(examResultSchema.safeParse({ numeric_result: '101' }).success).toBe(false);
  });
});

describe('approval and event outcomes', () => {
  it('approval takes null, true and false in their form spellings', () => {
    expect(approvalSchema.parse({ is_prospect_approved: '1' }).is_prospect_approved).toBe(true);
    expect(approvalSchema.parse({ is_prospect_approved: 0 }).is_prospect_approved).toBe(false);
    expect(approvalSchema.parse({ is_prospect_approved: null }).is_prospect_approved).toBeNull();
    expect(approvalSchema.safeParse({ is_prospect_approved: 'quizá' }).success).toBe(false);
  });
  it('event results 1–4 are placements, 5 took part, 6 did not attend', () => {
    expect(eventOutcome(1)).toEqual({ participated: true, placement: 1 });
    expect(eventOutcome(2)).toEqual({ participated: true, placement: 'first_without_competing' });
    expect(eventOutcome(4)).toEqual({ participated: true, placement: 3 });
    expect(eventOutcome(5)).toEqual({ participated: true, placement: null });
    expect(eventOutcome(6)).toEqual({ participated: false, placement: null });
  });
});
