import type { Blob } from 'node:buffer';
import type { Stream } from 'node:stream';
import { parseYmd } from '@doyang/domain';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell, type Feature, type SheetData } from 'write-excel-file/node';
import {
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
  sanitizeTextContent,
} from 'write-excel-file/utility';
import { sendDownload } from './download.ts';
import { type ColumnKind, type SheetColumn, safeCell, safeHeaders } from './spreadsheet-cells.ts';

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
function cellOf(kind: ColumnKind, value: unknown): { cell: Cell; width: number } {
  if (value === null || value === undefined || value === '') return { cell: null, width: 0 };
  if (kind === 'date') {
    const p = parseYmd(String(value));
    if (p) return { cell: { type: Date, value: new Date(Date.UTC(p.y, p.m - 1, p.d)), format: DATE_FORMAT }, width: 11 };
  }
  if (typeof value === 'number' && kind === 'money') {
    return { cell: { type: Number, value, format: MONEY_FORMAT }, width: money.format(value).length + 1 };
  }
  // A number stays a number whatever its column says (a negative count is data, not a formula).
  if (typeof value === 'number') return { cell: { type: Number, value }, width: String(value).length };
  const text = safeCell(String(value));
  return { cell: { type: String, value: text }, width: Math.max(...text.split('\n').map((line) => line.length)) };
}

/**
 * The header row as a filter over every column (Excel draws the drop-downs from `<autoFilter>`; the hidden
 * `_FilterDatabase` name is what Excel itself writes and what LibreOffice reads the range from), and the page
 * set to landscape, one page wide, so a printed list keeps whole names.
 */
function headerFilter(sheetName: string, columns: number, rows: number): Feature<Stream | Buffer | Blob> {
  const ref = `${getCellAddress(0, 0)}:${getCellAddress(Math.max(rows - 1, 0), columns - 1)}`;
  const absolute = ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  const sheetRef = `'${sheetName.replace(/'/g, "''")}'!${absolute}`;
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml) => {
            const order = getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? [];
            let out = insertElementMarkupAccordingToOrderOfSiblings(
              xml,
              getSelfClosingTagMarkup('autoFilter', { ref }),
              order,
              'worksheet',
            );
            if (!out.includes('<sheetPr')) {
              out = insertElementMarkupAccordingToOrderOfSiblings(
                out,
                '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>',
                order,
                'worksheet',
              );
            }
            // Letter paper (carta, Mexico's office size) rather than the library's A4.
            return out.replace(/<pageSetup\b[^>]*>/, (tag) =>
              tag
                .replace(/ paperSize="\d+"/, '')
                .replace('<pageSetup', '<pageSetup paperSize="1" fitToWidth="1" fitToHeight="0"'),
            );
          },
        },
        'xl/workbook.xml': {
          transform: (xml) => {
            const name = `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${sanitizeTextContent(sheetRef)}</definedName>`;
            if (xml.includes('<definedNames/>')) return xml.replace('<definedNames/>', `<definedNames>${name}</definedNames>`);
            if (xml.includes('<definedNames>')) return xml.replace('<definedNames>', `<definedNames>${name}`);
            return xml.replace('</sheets>', `</sheets><definedNames>${name}</definedNames>`);
          },
        },
      },
    },
  };
}

/**
 * One worksheet (a bold header row, then one row per record) as an .xlsx: each column's kind decides its cells
 * (real dates shown DD/MMM/YYYY, money as pesos, text as shared strings, never a formula), the widths fit the
 * longest value, the header row stays frozen with a filter. write-excel-file builds it in memory: the longest
 * list (a tournament's payments) is a few thousand rows, a few hundred kilobytes.
 */
export async function xlsxBuffer<T>(columns: SheetColumn<T>[], rows: Iterable<T>, sheetName = 'Hoja 1'): Promise<Buffer> {
  const widths = safeHeaders(columns).map((h) => h.length + 3); // room for the filter's drop-down arrow
  const data: SheetData = [safeHeaders(columns).map((value) => ({ type: String, value, fontWeight: 'bold' as const }))];
  for (const row of rows) {
    data.push(
      columns.map((c, i) => {
        const { cell, width } = cellOf(c.kind ?? 'text', c.value(row));
        widths[i] = Math.max(widths[i], width);
        return cell;
      }),
    );
  }
  return writeXlsxFile(
    data,
    {
      sheet: sheetName,
      columns: widths.map((w) => ({ width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2)) })),
      stickyRowsCount: 1,
      orientation: 'landscape',
    },
    { features: [headerFilter(sheetName, columns.length, data.length)] },
  ).toBuffer();
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
