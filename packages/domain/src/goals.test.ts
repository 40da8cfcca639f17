import { describe, expect, it } from 'vitest';
import { areGoalsModifiable, dropOutRiskFrom, examEfficiencyPercentage, goalsWindowEnd, riskReason } from './goals.ts';

const professor = { role_id: 6 };
const director = { role_id: 2 };

describe('areGoalsModifiable (spec 01 §5)', () => {
  const start = '2026-11-01';
  it('others may set goals from the bimester start to start + n days, both included', () => {
    expect(areGoalsModifiable(professor, '2026-11-01', start, 15)).toBe(true); // day 0
    expect(areGoalsModifiable(professor, '2026-11-16', start, 15)).toBe(true); // day n
    expect(areGoalsModifiable(professor, '2026-11-17', start, 15)).toBe(false); // day n + 1
    expect(areGoalsModifiable(professor, '2026-10-31', start, 15)).toBe(false); // before the bimester
    expect(areGoalsModifiable(professor, '2026-11-01', start, 0)).toBe(true);
    expect(areGoalsModifiable(professor, '2026-11-02', start, 0)).toBe(false);
  });
  it('the general direction always; without a bimester start nobody else', () => {
    for (const role_id of [1, 2, 3, 11]) expect(areGoalsModifiable({ role_id }, '2027-05-01', start, 15)).toBe(true);
    expect(areGoalsModifiable(director, '2026-11-22', null, 15)).toBe(true);
    expect(areGoalsModifiable(professor, '2026-11-05', null, 15)).toBe(false);
  });
  it('the window end', () => {
    expect(goalsWindowEnd(start, 15)).toBe('2026-11-16');
    expect(goalsWindowEnd('2026-12-25', 10)).toBe('2027-01-04');
    expect(goalsWindowEnd(null, 15)).toBeNull();
  });
});

describe('the card numbers', () => {
  it('exam efficiency: one decimal, null without anybody presented', () => {
    expect(examEfficiencyPercentage(3, 2)).toBe(66.7);
    expect(examEfficiencyPercentage(8, 8)).toBe(100);
    expect(examEfficiencyPercentage(0, 0)).toBeNull();
  });
  it('risk of dropping out starts at max − 5, never below one absence', () => {
    expect(dropOutRiskFrom(10)).toBe(5);
    expect(dropOutRiskFrom(4)).toBe(1);
    expect(riskReason(7, 10, 5)).toBe('7 faltas consecutivas (máximo 10, riesgo desde 5)');
    expect(riskReason(1, 4, 1)).toBe('1 falta consecutiva (máximo 4, riesgo desde 1)');
  });
});
