import { type CronogramEntry, MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { areaTabs, autogenerateNotes, recessDurationError } from './cronogram-view.ts';

const entry = (area_number: number) => ({ area_number }) as CronogramEntry;

describe('the schedule section', () => {
  it('has a tab per area the tournament defines or the schedule uses, in number order', () => {
    expect(
      areaTabs(
        [
          { id: 1, area_number: 3 },
          { id: 2, area_number: 2 },
        ],
        [entry(1), entry(3)],
      ),
    ).toEqual([1, 2, 3]);
    expect(areaTabs([], [])).toEqual([]);
  });

  it("says 'Duración inválida' unless the minutes are a whole number above 0", () => {
    for (const bad of ['0', '-5', 'abc', '', '2.5']) expect(recessDurationError(bad), bad).toBe(MSG.invalidDuration);
    expect(recessDurationError('15')).toBeNull();
    expect(recessDurationError(' 30 ')).toBeNull();
  });

  it('names who autogenerate left out or counted once', () => {
    expect(autogenerateNotes({ without_category: 0, in_several: 0 })).toEqual([]);
    expect(autogenerateNotes({ without_category: 3, in_several: 1 })).toEqual([
      'Inscripciones a una competencia que no caben en ninguna categoría (no se programaron): 3.',
      'Inscripciones que caben en varias categorías (se contaron solo en la primera): 1.',
    ]);
  });
});
