import { formatDayMonYear } from '@doyang/domain';
import type { PdfContent, PdfDocument } from '../pdf.ts';
import { gridLayout, printedFooter, STYLES, titleBlock } from './exam-header.ts';

// The printed schedule (cronograma) of a tournament, one page per area (issue 12): what the area's responsible posts
// beside the mat, each entry with its start and end.

export type CronogramSheetTournament = { name: string; date: string; venue_name: string | null };

export type CronogramSheetEntry = {
  name: string;
  start_time: string;
  end_time: string;
  duration_min: number;
  is_recess: boolean;
};

export type CronogramSheetArea = { area_number: number; responsible: string | null; entries: CronogramSheetEntry[] };

const cell = (text: string, recess: boolean, o: Record<string, unknown> = {}) => ({
  text,
  ...(recess && { italics: true, fillColor: '#f2f2f2' }),
  ...o,
});

/** The area's entries; the header row names the area, so a page the table runs onto still says which mat it is. */
function areaTable(area: CronogramSheetArea): PdfContent {
  const header = ['#', 'Inicio', 'Fin', 'Min', `Categoría · área ${area.area_number}`].map((text) => ({ text, style: 'th' }));
  const { entries } = area;
  const body = entries.map((e, i) => [
    cell(String(i + 1), e.is_recess, { alignment: 'right' }),
    cell(e.start_time, e.is_recess),
    cell(e.end_time, e.is_recess),
    cell(String(e.duration_min), e.is_recess, { alignment: 'right' }),
    cell(e.name, e.is_recess, { bold: !e.is_recess }),
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [18, 40, 40, 28, '*'], body: [header, ...body] },
    fontSize: 10,
    layout: gridLayout(4),
    margin: [0, 10, 0, 0],
  };
}

/** cronograma.pdf: each area on its own page, headed by the tournament, the area and its responsible. */
export function cronogramDoc(tournament: CronogramSheetTournament, areas: CronogramSheetArea[], printedOn: string): PdfDocument {
  const line = [tournament.name, formatDayMonYear(tournament.date), tournament.venue_name].filter(Boolean).join(' · ');
  const content: PdfContent[] = areas.map((area, i) => {
    const last = area.entries.at(-1);
    const span = area.entries.length && last ? `De ${area.entries[0].start_time} a ${last.end_time}` : '';
    return {
      stack: [
        ...titleBlock(`CRONOGRAMA · ÁREA ${area.area_number}`, line),
        {
          columns: [
            { width: '*', text: [{ text: 'Responsable de área: ', style: 'label' }, area.responsible ?? 'Sin asignar'] },
            { width: 'auto', text: span, bold: true },
          ],
          columnGap: 12,
          margin: [0, 10, 0, 0],
        },
        area.entries.length ? areaTable(area) : { text: 'Esta área no tiene horarios.', margin: [0, 20] },
      ],
      ...(i > 0 && { pageBreak: 'before' }),
    };
  });
  if (!areas.length) content.push(...titleBlock('CRONOGRAMA', line), { text: 'El torneo no tiene horarios.', margin: [0, 20] });
  return { info: { title: `Cronograma · ${tournament.name}` }, styles: STYLES, footer: printedFooter(printedOn), content };
}
