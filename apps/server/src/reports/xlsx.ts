import { parseYmd } from '@doyang/domain';
import type { FastifyReply } from 'fastify';
import { sendDownload } from './download.ts';
import { type ColumnKind, type SheetColumn, safeCell, safeHeaders } from './spreadsheet-cells.ts';
import { excelDay, type PackageCell, xlsxPackage } from './xlsx-package.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel shows `mmm` in the reader's own locale (nov in Spanish), so the format needs no month names. */
export const DATE_FORMAT = 'dd/mmm/yyyy';
/** Pesos with the es-MX currency tag (LCID 0x080A): $1,234.50 whatever the reader's locale. */
export const MONEY_FORMAT = '[$$-80A]#,##0.00';

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
/** Money is as wide as it is shown ($1,234.50); a date takes 11 characters (17/nov/2026). */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One cell as its column's kind writes it; text goes through safeCell like every spreadsheet. */
function cellOf(kind: ColumnKind, value: unknown): { cell: PackageCell; width: number } {
  if (value === null || value === undefined || value === '') return { cell: null, width: 0 };
  if (kind === 'date') {
    const p = parseYmd(String(value));
    if (p) return { cell: { kind: 'number', value: excelDay(Date.UTC(p.y, p.m - 1, p.d)), format: 'date' }, width: 11 };
  }
  if (typeof value === 'number' && kind === 'money') {
    return { cell: { kind: 'number', value, format: 'money' }, width: money.format(value).length + 1 };
  }
  // A number stays a number whatever its column says (a negative count is data, not a formula).
  if (typeof value === 'number') return { cell: { kind: 'number', value }, width: String(value).length };
  const text = safeCell(String(value));
  return { cell: { kind: 'text', value: text }, width: longestLine(text) };
}

const longestLine = (text: string): number => {
  if (!text.includes('\n')) return text.length;
  return Math.max(...text.split('\n').map((line) => line.length));
};

/**
 * One worksheet (a bold header row, then one row per record) as an .xlsx: each column's kind decides its cells
 * (real dates shown DD/MMM/YYYY, money as pesos, text as shared strings, never a formula), the widths fit the
 * longest value, the header row stays frozen with a filter (Excel draws the drop-downs from `<autoFilter>`; the
 * hidden `_FilterDatabase` name is what Excel itself writes and what LibreOffice reads the range from), and the page
 * is landscape letter (carta, Mexico's office size), one page wide, so a printed list keeps whole names. Written by
 * xlsx-package.ts (issue 27: the network's traffic light, 17,000 rows, in well under a second).
 */
export async function xlsxBuffer<T>(columns: SheetColumn<T>[], rows: Iterable<T>, sheetName = 'Hoja 1'): Promise<Buffer> {
  const widths = safeHeaders(columns).map((h) => h.length + 3); // room for the filter's drop-down arrow
  const data: PackageCell[][] = [safeHeaders(columns).map((value) => ({ kind: 'text' as const, value, bold: true }))];
  const kinds = columns.map((c) => c.kind ?? 'text');
  for (const row of rows) {
    const cells: PackageCell[] = new Array(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const { cell, width } = cellOf(kinds[i], columns[i].value(row));
      if (width > widths[i]) widths[i] = width;
      cells[i] = cell;
    }
    data.push(cells);
  }
  return xlsxPackage({
    name: sheetName,
    rows: data,
    widths: widths.map((w) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2))),
    dateFormat: DATE_FORMAT,
    moneyFormat: MONEY_FORMAT,
  });
}

/** Sends rows as an .xlsx download (the counterpart of sendCsv). */
export async function sendXlsx<T>(
  reply: FastifyReply,
  filename: string,
  columns: SheetColumn<T>[],
  rows: Iterable<T>,
  sheetName?: string,
): Promise<FastifyReply> {
  return sendDownload(reply, filename, XLSX_CONTENT_TYPE, await xlsxBuffer(columns, rows, sheetName));
}
