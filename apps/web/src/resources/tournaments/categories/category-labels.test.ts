import { describe, expect, it } from 'vitest';
import { categorySex, competitionName, degreeRange, flagOfSex, rangeText, sexOfFlag, weightSex } from './category-labels.ts';

describe('category labels', () => {
  it('names the competition, empty being every one', () => {
    expect([competitionName(null), competitionName(2), competitionName(6)]).toEqual(['Todas', 'FORMAS', 'VELOCIDAD DE PATEO']);
  });

  it('writes is_male as Varonil, Femenil or Mixto and back', () => {
    expect([true, false, null].map(categorySex)).toEqual(['Varonil', 'Femenil', 'Mixto']);
    expect([true, false, null].map(sexOfFlag).map(flagOfSex)).toEqual([true, false, null]);
    expect(['M', 'F', 'B'].map(weightSex)).toEqual(['Varonil', 'Femenil', 'Ambos']);
  });

  it('writes ranges with either side open', () => {
    expect(rangeText(8, 11)).toBe('8 – 11');
    expect(rangeText('33.00', '37.50', 'kg')).toBe('33 – 37.5 kg');
    expect(rangeText(null, '35.00', 'kg')).toBe('hasta 35 kg');
    expect(rangeText(18, null)).toBe('desde 18');
    expect(rangeText(9, 9)).toBe('9');
    expect(rangeText(null, null, '', 'Todas')).toBe('Todas');
    expect(degreeRange('9NO KUP', '8VO KUP')).toBe('9NO KUP – 8VO KUP');
    expect(degreeRange(null, null)).toBe('Cualquiera');
  });
});
