import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type SheetColumn, safeHeaders, safeRow } from './spreadsheet-cells.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes one worksheet (header row, then one row per record) as an .xlsx to the stream, row by row with
 * exceljs's streaming writer, so a long list is never a whole workbook in memory. Cells go through the same
 * safeCell as the CSV: exceljs writes strings as text, but a user copying the sheet to CSV or another tool
 * would otherwise carry the formula text along, and one rule for every spreadsheet is easier to trust.
 */
export async function writeXlsx<T>(
  stream: Writable,
  columns: SheetColumn<T>[],
  rows: Iterable<T>,
  sheetName = 'Hoja 1',
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(safeHeaders(columns)).commit();
  for (const row of rows) sheet.addRow(safeRow(columns, row)).commit();
  sheet.commit();
  await workbook.commit();
}

/** Sends rows as an .xlsx download, the workbook streamed into the reply (the counterpart of sendCsv). */
export function sendXlsx<T>(
  reply: FastifyReply,
  filename: string,
  columns: SheetColumn<T>[],
  rows: Iterable<T>,
  sheetName?: string,
): FastifyReply {
  const body = new PassThrough();
  // A failure after the headers went out can only abort the body; destroying it does that and logs the error.
  writeXlsx(body, columns, rows, sheetName).catch((error: Error) => body.destroy(error));
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(body);
}
