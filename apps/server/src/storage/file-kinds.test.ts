import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../test/sample-files.ts';
import { contentTypeOf, documentKind } from './file-kinds.ts';

describe('the kind of an upload, by its bytes', () => {
  it('knows PDF, PNG, JPEG and WEBP whatever they are called', async () => {
    expect(await documentKind(SAMPLE.pdf)).toEqual({ extension: 'pdf', contentType: 'application/pdf' });
    expect(await documentKind(SAMPLE.png)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(await documentKind(SAMPLE.jpg)).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(await documentKind(SAMPLE.webp)).toEqual({ extension: 'webp', contentType: 'image/webp' });
  });

  it('refuses text, archives, programs, SVG, GIF and nothing', async () => {
    for (const [name, bytes] of Object.entries({
      text: SAMPLE.text,
      zip: SAMPLE.zip,
      exe: SAMPLE.exe,
      svg: SAMPLE.svg,
      gif: SAMPLE.gif,
      html: Buffer.from('<!doctype html><script>alert(1)</script>'),
      empty: Buffer.alloc(0),
      pdfLater: Buffer.concat([Buffer.alloc(2000, 32), SAMPLE.pdf]),
    })) {
      expect(await documentKind(bytes), name).toBeNull();
    }
  });

  it('sends stored files with their type, anything else as bytes', () => {
    expect(contentTypeOf('pdf')).toBe('application/pdf');
    expect(contentTypeOf('jpg')).toBe('image/jpeg');
    expect(contentTypeOf('exe')).toBe('application/octet-stream');
  });
});
