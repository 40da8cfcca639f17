import { describe, expect, it } from 'vitest';
import { EXAM_RESULT_IDS, EXAM_RESULTS, examResultForScore, examScoreSchema, isApprovedResult } from './exam-results.ts';

describe('exam result scale (spec 03 §9)', () => {
  it('has twelve results, 1–10 approved, 11 and 12 not', () => {
    expect(EXAM_RESULTS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(EXAM_RESULTS.filter((r) => r.approved).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(EXAM_RESULTS.find((r) => r.id === EXAM_RESULT_IDS.DID_NOT_ATTEND)).toMatchObject({
      name: 'No asistió',
      min_score: null,
    });
    expect(EXAM_RESULTS.find((r) => r.id === EXAM_RESULT_IDS.NOT_APPROVED)?.name).toBe('No aprobado');
  });

  it('maps every threshold inclusively', () => {
    const cases: [number, number][] = [
      [100, 1],
      [98, 1],
      [97.9, 2],
      [95, 2],
      [94.99, 3],
      [90, 3],
      [85, 4],
      [80, 5],
      [75, 6],
      [70, 7],
      [69.9, 8],
      [65, 8],
      [64, 9],
      [63, 9],
      [62.9, 10],
      [60, 10],
      [59.99, 11],
      [0, 11],
    ];
    for (const [score, id] of cases) expect([score, examResultForScore(score)]).toEqual([score, id]);
  });

  it('refuses scores outside 0..100', () => {
    for (const score of [-0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => examResultForScore(score)).toThrow(RangeError);
    }
  });

  it('says which results pass', () => {
    expect(isApprovedResult(1)).toBe(true);
    expect(isApprovedResult(10)).toBe(true);
    expect(isApprovedResult(11)).toBe(false);
    expect(isApprovedResult(12)).toBe(false);
    expect(isApprovedResult(13)).toBe(false);
  });
});

describe('exam score schema', () => {
  const message = 'La calificación debe estar entre 0 y 100.';
  it('coerces typed numbers within range', () => {
    expect(examScoreSchema.parse('87.5')).toBe(87.5);
    expect(examScoreSchema.parse(0)).toBe(0);
    expect(examScoreSchema.parse('100')).toBe(100);
  });
  it('refuses out of range, text and empty values with the Spanish message', () => {
    for (const value of [-1, '100.5', 'abc', '', null, undefined]) {
      const parsed = examScoreSchema.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });
});
