import { formatDayMonYear, hourMinute } from '@doyang/domain';
import type { PdfContent } from '../pdf.ts';

// What every exam document says about the exam, and the pieces their pages share.

export type ExamHeader = {
  id: number;
  name: string;
  date: string | null;
  begins_at: string | null;
  venue_name: string | null;
  sinodal_name: string | null;
  /** The extra sinodals' names, comma separated. */
  extra_sinodals: string | null;
  is_black_belt: boolean;
};

/** 'EXAMEN DE GRADO 2026 - I · 12/DIC/2026 · 09:00 · SEDE NORTE' (what is known of it). */
export function examLine(exam: ExamHeader): string {
  return [exam.name, formatDayMonYear(exam.date), hourMinute(exam.begins_at), exam.venue_name].filter(Boolean).join(' · ');
}

/** The title block of a document: the network's name, the document's title and its subtitle lines. */
export function titleBlock(title: string, ...lines: string[]): PdfContent[] {
  return [
    { text: 'MDK TAEKWONDO — DIRECCIÓN GENERAL', style: 'network' },
    { text: title, style: 'title' },
    ...lines.filter(Boolean).map((text) => ({ text, style: 'subtitle' })),
  ];
}

export const STYLES = {
  network: { fontSize: 8, color: '#555555', alignment: 'center' },
  title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 2, 0, 2] },
  subtitle: { fontSize: 9, alignment: 'center', color: '#333333' },
  section: { fontSize: 10, bold: true, margin: [0, 10, 0, 4], color: '#1a3c6e' },
  label: { color: '#555555' },
  th: { bold: true, fillColor: '#e8edf5' },
  group: { fontSize: 10, bold: true },
};

/** A table's layout: thin grey rules around every cell, `padding` points above and below each row's text. */
export const gridLayout = (padding: number) => ({
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
  paddingTop: () => padding,
  paddingBottom: () => padding,
});

/** 'Impreso el 26/NOV/2026 · página 1 de 3', small, at the foot of each page. */
export const printedFooter = (printedOn: string) => (page: number, pages: number) => ({
  text: `Impreso el ${formatDayMonYear(printedOn)} · página ${page} de ${pages}`,
  fontSize: 7,
  color: '#777777',
  alignment: 'right',
  margin: [36, 12, 36, 0],
});
