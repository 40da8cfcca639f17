import type { PdfContent } from '../pdf.ts';

// Pieces of the printed forms (exam and enrollment applications): label/value rows and signature lines.

const orBlank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? ' ' : String(value);

/** Label/value pairs two to a row; an empty value leaves a blank to fill by hand. */
export function fields(pairs: [string, string | number | null | undefined][]): PdfContent {
  const body: PdfContent[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const row: PdfContent[] = [];
    for (const [label, value] of pairs.slice(i, i + 2)) row.push({ text: label, style: 'label' }, orBlank(value));
    while (row.length < 4) row.push('');
    body.push(row);
  }
  return {
    table: { widths: [104, '*', 104, '*'], body },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => '#cccccc',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

export const signature = (who: string): PdfContent => ({
  stack: [
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.7 }], margin: [0, 36, 0, 3] },
    { text: who, alignment: 'center', fontSize: 8 },
  ],
  width: 150,
});
