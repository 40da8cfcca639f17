import { Readable } from 'node:stream';
import { MONTH_ABBR, parseYmd } from '@doyang/domain';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { sendDownload } from './download.ts';
import { type SheetColumn, safeHeaders, safeRow } from './spreadsheet-cells.ts';

export type CsvColumn<T> = SheetColumn<T>;

/** 'MON/YYYY' for a billing month. */
export function formatMonthYear(value: string | null | undefined): string {
  const p = parseYmd(value);
  return p ? `${MONTH_ABBR[p.m - 1]}/${p.y}` : '';
}

/**
 * Streams rows as a CSV download: UTF-8 with a byte-order mark so Excel reads the accents right, the
 * stringifier piped to the reply (backpressure respected) rather than one big string. Every cell, headers
 * included, goes through safeCell: this is the one CSV writer, so no download can carry a live formula.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: CsvColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): FastifyReply {
  const csv = stringify({ bom: true, header: true, columns: safeHeaders(columns) });
  // Rows read from the database in batches (an async source) are asked for only as the client takes the file: a
  // year of payments streams in flat memory.
  const records = Readable.from(
    Symbol.asyncIterator in rows
      ? (async function* () {
          for await (const row of rows) yield safeRow(columns, row);
        })()
      : (function* () {
          for (const row of rows) yield safeRow(columns, row);
        })(),
  );
  // A source that fails midway (the database gone) ends the download instead of leaving it hanging.
  records.on('error', (error) => csv.destroy(error));
  return sendDownload(reply, filename, 'text/csv; charset=utf-8', records.pipe(csv));
}

/** The same CSV as a string (with the byte-order mark), for the CSV text fields a record appends (spec 02 §7). */
export function csvText<T>(columns: CsvColumn<T>[], rows: Iterable<T>): string {
  const records = Array.from(rows, (row) => safeRow(columns, row));
  return stringifySync([safeHeaders(columns), ...records], { bom: true });
}
