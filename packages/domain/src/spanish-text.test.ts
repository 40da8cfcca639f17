import { describe, expect, it } from 'vitest';
import { SPANISH_READER_ORDER, SPANISH_READER_SHUFFLED } from './spanish-text.examples.ts';
import { compareSpanish, SPANISH_ACCENTED, SPANISH_PLAIN, spanishFold, spanishSortKey } from './spanish-text.ts';

describe('compareSpanish', () => {
  it('sorts names as a Spanish reader expects', () => {
    expect([...SPANISH_READER_SHUFFLED].sort(compareSpanish)).toEqual(SPANISH_READER_ORDER);
  });

  it('puts Ñ after every N word and before O, a shorter word before its longer one', () => {
    expect(['NUÑO', 'NUNZ', 'NUO', 'NUN', 'NUÑ'].sort(compareSpanish)).toEqual(['NUN', 'NUNZ', 'NUÑ', 'NUÑO', 'NUO']);
    expect(['ANGELA', 'ÁNGEL', 'ANGEL'].sort(compareSpanish)).toEqual(['ANGEL', 'ÁNGEL', 'ANGELA']);
  });

  it('ignores case but never ties two different texts', () => {
    expect(compareSpanish('gómez', 'GONZÁLEZ')).toBeLessThan(0);
    expect(compareSpanish('ANGEL', 'angel')).toBeLessThan(0);
    expect(compareSpanish('ÁNGEL', 'ÁNGEL')).toBe(0);
  });

  it('compares by code point, as PostgreSQL does under "C"', () => {
    expect(compareSpanish('A\u{1F600}', 'A\uFFFD')).toBeGreaterThan(0);
  });
});

describe('spanishFold', () => {
  it('folds case, accents and Ñ, keeping the length (highlights line up)', () => {
    expect(spanishFold('PEÑA Chimalhuacán OLÍMPICO Müller')).toBe('pena chimalhuacan olimpico muller');
    expect(spanishFold(SPANISH_ACCENTED)).toBe(SPANISH_PLAIN);
    expect(spanishFold(SPANISH_ACCENTED)).toHaveLength(SPANISH_ACCENTED.length);
  });

  it('the sort key keeps Ñ apart from N, the fold does not', () => {
    expect(spanishFold('PEÑA')).toBe(spanishFold('pena'));
    expect(spanishSortKey('PEÑA')).not.toBe(spanishSortKey('PENA'));
  });
});
