import { describe, expect, it } from 'vitest';
import { isUtf16, screenCsvLines } from './csv-screen.ts';

/** The text's UTF-16 code units, low byte first (little endian) or high byte first. */
const utf16 = (text: string, bigEndian = false): number[] =>
  [...text].flatMap((c) => {
    const code = c.charCodeAt(0);
    return bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8];
  });

describe('a UTF-16 file', () => {
  const text = 'nombre;grado\r\nANA;8VO KUP\r\n';
  it('is known by its byte-order mark or by a NUL byte every other byte', () => {
    expect(isUtf16(new Uint8Array([0xff, 0xfe, ...utf16(text)]))).toBe(true);
    expect(isUtf16(new Uint8Array([0xfe, 0xff, ...utf16(text, true)]))).toBe(true);
    expect(isUtf16(new Uint8Array(utf16(text)))).toBe(true);
    expect(isUtf16(new Uint8Array(utf16(text, true)))).toBe(true);
  });

  it('UTF-8 (with its mark), Windows-1252 and tiny files are not', () => {
    expect(isUtf16(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('ñandú;peña')]))).toBe(false);
    // 'PEÑA;JOSÉ' in Windows-1252.
    expect(isUtf16(new Uint8Array([0x50, 0x45, 0xd1, 0x41, 0x3b, 0x4a, 0x4f, 0x53, 0xc9]))).toBe(false);
    expect(isUtf16(new Uint8Array([0x61]))).toBe(false);
    expect(isUtf16(new Uint8Array())).toBe(false);
  });
});

describe('looking a CSV over before parsing', () => {
  it('blanks rows of empty cells, keeping every line where it was', () => {
    const text = 'a,b,c\r\n,,\r\n1,2,3\n , ,\n\n4,,\n,,';
    expect(screenCsvLines(text, ',', 10)).toEqual({ text: 'a,b,c\r\n\r\n1,2,3\n\n\n4,,\n', wideLine: null });
  });

  it('leaves quoted cells alone, separators and line breaks inside them included', () => {
    const text = 'a,b\n"x,\n,,\n",y\n,,\n';
    expect(screenCsvLines(text, ',', 10)).toEqual({ text: 'a,b\n"x,\n,,\n",y\n\n', wideLine: null });
    expect(screenCsvLines('a;b\n"";""\n', ';', 10).text).toBe('a;b\n"";""\n');
  });

  it('names the first line with more cells than allowed, counting lines as the file does', () => {
    expect(screenCsvLines('a,b,c\n1,2\n"x\ny",2,3,4\n', ',', 3).wideLine).toBe(4);
    expect(screenCsvLines('a\tb\tc\td', '\t', 3).wideLine).toBe(1);
    expect(screenCsvLines('a,b,c\n1,2,3', ',', 3).wideLine).toBe(null);
    // Separators inside quotes are not cells.
    expect(screenCsvLines('"a,b,c,d",e\n', ',', 3).wideLine).toBe(null);
  });

  it('returns the same text when nothing is blanked', () => {
    const text = 'a,b\n1,2\n';
    expect(screenCsvLines(text, ',', 5).text).toBe(text);
  });
});
