import { describe, expect, it } from 'vitest';
import { fitSummary } from './fit-summary.ts';

const counts = (prospects: number, none: number, several: number) => ({ prospects, none, several, by_competition: [] });

describe('fitSummary', () => {
  it('says when there is nothing to check or fix', () => {
    expect(fitSummary({ counts: counts(0, 0, 0), mixing_max_age: 11 })).toBe('El torneo aún no tiene prospectos.');
    expect(fitSummary({ counts: counts(1, 0, 0), mixing_max_age: null })).toBe(
      '1 prospecto cabe en una sola categoría por competencia.',
    );
  });

  it('counts who fits none and who fits several, with the mixing age', () => {
    expect(fitSummary({ counts: counts(5, 3, 1), mixing_max_age: 11 })).toBe(
      'De 5 prospectos, por competencia pagada: 3 sin categoría y 1 en varias categorías. Las categorías mixtas admiten hasta 11 años.',
    );
    expect(fitSummary({ counts: counts(2, 0, 2), mixing_max_age: null })).toBe(
      'De 2 prospectos, por competencia pagada: 2 en varias categorías.',
    );
  });
});
