import type { PdfContent, PdfDocument } from '../pdf.ts';
import { type ExamHeader, examLine, gridLayout, printedFooter, STYLES, titleBlock } from './exam-header.ts';

// The exam's result sheet (spec 03 §6: staff 'may print blank or filled result sheets'): the prospects in tables,
// one per doyang or per certifier. Before any result exists the score and result cells stay empty, to be filled
// by hand at the exam; once graded they carry the results.

export type ResultRow = {
  full_name: string;
  doyang_name: string;
  degree_name: string | null;
  next_degree_name: string | null;
  numeric_result: string | null;
  result_name: string | null;
};

export type ResultGroup = { title: string; rows: ResultRow[] };

const score = (value: string | null) => (value === null ? '' : String(Number(value)));

/** One group's table; its title and column names are header rows, so a page it runs onto repeats them. */
function groupTable(title: string, rows: ResultRow[], withDoyang: boolean): PdfContent {
  const header = ['#', 'Nombre', ...(withDoyang ? ['Doyang'] : []), 'Grado', 'Grado siguiente', 'Calif.', 'Resultado'].map(
    (text) => ({ text, style: 'th' }),
  );
  const body = rows.map((r, i) => [
    String(i + 1),
    r.full_name,
    ...(withDoyang ? [r.doyang_name] : []),
    r.degree_name ?? '',
    r.next_degree_name ?? '',
    { text: score(r.numeric_result), alignment: 'right' },
    r.result_name ?? '',
  ]);
  const widths = withDoyang ? [18, '*', 170, 60, 70, 40, 100] : [16, '*', 60, 70, 40, 90];
  const caption = [
    { text: title, style: 'group', colSpan: widths.length, border: [false, false, false, true] },
    ...widths.slice(1).map(() => ''),
  ];
  return {
    table: { headerRows: 2, keepWithHeaderRows: 1, dontBreakRows: true, widths, body: [caption, header, ...body] },
    // Room to write a score by hand on the blank sheet.
    layout: gridLayout(5),
  };
}

/**
 * hoja_de_resultados.pdf (by doyang) and hoja_de_resultados_por_certificador.pdf (by certifier, with each row's
 * doyang). Each group starts with its title; a group may run over several pages, its header row repeated.
 */
export function resultSheetDoc(
  exam: ExamHeader,
  groups: ResultGroup[],
  by: 'doyang' | 'certifier',
  printedOn: string,
): PdfDocument {
  const graded = groups.some((g) => g.rows.some((r) => r.result_name !== null));
  const title = by === 'doyang' ? 'HOJA DE RESULTADOS' : 'HOJA DE RESULTADOS POR CERTIFICADOR';
  const content: PdfContent[] = [
    ...titleBlock(title, examLine(exam), graded ? '' : 'Sin resultados asignados: para llenar a mano durante el examen'),
  ];
  for (const group of groups) {
    const caption = `${by === 'doyang' ? 'DOYANG' : 'CERTIFICADOR'}: ${group.title} (${group.rows.length})`;
    content.push({ ...(groupTable(caption, group.rows, by === 'certifier') as object), margin: [0, 10, 0, 0] });
  }
  if (!groups.length) content.push({ text: 'No hay prospectos.', margin: [0, 20] });
  content.push({
    columns: [
      { text: '' },
      {
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 180, y2: 0, lineWidth: 0.7 }], margin: [0, 40, 0, 3] },
          { text: `Firma del sinodal${exam.sinodal_name ? `: ${exam.sinodal_name}` : ''}`, alignment: 'center', fontSize: 8 },
        ],
        width: 180,
      },
    ],
    unbreakable: true,
  });
  // By certifier each row also names its doyang: landscape keeps names, doyangs and results on one line.
  const pageOrientation = by === 'certifier' ? 'landscape' : 'portrait';
  return { info: { title }, pageOrientation, styles: STYLES, footer: printedFooter(printedOn), content };
}
