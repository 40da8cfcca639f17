import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('reads plain and UTF-8 file names', () => {
    expect(fileNameOf('attachment; filename="alumnos-mdk-oriente-iztapalapa.csv"')).toBe('alumnos-mdk-oriente-iztapalapa.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''curr%C3%ADculo.csv")).toBe('currículo.csv');
    expect(fileNameOf('attachment; filename=a.csv; size=3')).toBe('a.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
