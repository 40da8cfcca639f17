import { describe, expect, it } from 'vitest';
import { safeCell, safeHeaders, safeRow } from './spreadsheet-cells.ts';

describe('safeCell', () => {
  it.each([
    ['=', '=HYPERLINK("http://x","y")'],
    ['+', '+SUM(1;1)'],
    ['-', "-2+3+CMD|' /C calc'!A0"],
    ['@', '@SUM(1;1)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('quotes text starting with %s', (_, text) => {
    expect(safeCell(text)).toBe(`'${text}`);
  });

  it('quotes user text that only looks like a negative number', () => {
    expect(safeCell('-5')).toBe("'-5");
  });

  it('leaves plain text, inner formula characters and empty text alone', () => {
    for (const text of ['JUAN PÉREZ', 'a=b+c', ' =1+1', "'ya citado", 'SÍ', '17/NOV', '']) expect(safeCell(text)).toBe(text);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(0)).toBe(0);
    expect(safeCell(12.5)).toBe(12.5);
  });

  it('turns null and undefined into an empty cell', () => {
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });
});

describe('safeHeaders / safeRow', () => {
  it('apply the rule to every header and every cell of a row', () => {
    const columns = [
      { header: '=Nombre', value: (r: { name: string; n: number | null }) => r.name },
      { header: 'Puntos', value: (r: { name: string; n: number | null }) => r.n },
    ];
    expect(safeHeaders(columns)).toEqual(["'=Nombre", 'Puntos']);
    expect(safeRow(columns, { name: '@x', n: -3 })).toEqual(["'@x", -3]);
    expect(safeRow(columns, { name: 'x', n: null })).toEqual(['x', '']);
  });

  it('write a date column as DD/MMM/YYYY text and a missing date as an empty cell (text-only formats)', () => {
    const columns = [{ header: 'Fecha', kind: 'date' as const, value: (r: { d: string | null }) => r.d }];
    expect(safeRow(columns, { d: '2026-11-17' })).toEqual(['17/NOV/2026']);
    expect(safeRow(columns, { d: null })).toEqual(['']);
  });
});
