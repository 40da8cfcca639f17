import { describe, expect, it } from 'vitest';
import { fileSummary, looksAccepted, resourceBody } from './resource-file.ts';

describe('digital resource files on screen', () => {
  it('says what a file is and how big', () => {
    expect(fileSummary('pdf', 1_258_291)).toBe('PDF · 1.2 MB');
    expect(fileSummary('png', 850_000)).toBe('Imagen PNG · 830 KB');
    expect(fileSummary('jpg', 10)).toBe('Imagen JPG · 1 KB');
  });

  it('warns early of files the server would refuse', () => {
    expect(looksAccepted(new File([''], 'a.pdf'))).toBe(true);
    expect(looksAccepted(new File([''], 'foto', { type: 'image/webp' }))).toBe(true);
    expect(looksAccepted(new File([''], 'tabla.xlsx'))).toBe(false);
  });

  it('sends the picked file as `file`, and no file when none was picked', () => {
    const file = new File(['%PDF'], 'a.pdf');
    expect(resourceBody({ name: 'X', file: { rawFile: file, title: 'a.pdf' } })).toEqual({ name: 'X', file });
    expect(resourceBody({ name: 'X', file: 'general-file-resources/x.pdf' })).toEqual({ name: 'X' });
    expect(resourceBody({ name: 'X', file: null })).toEqual({ name: 'X' });
  });
});
