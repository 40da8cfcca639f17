import {
  decodeCsvBytes,
  detectDelimiter,
  FOREIGNERS_CSV_MAX_BYTES,
  FOREIGNERS_CSV_MAX_COLUMNS,
  FOREIGNERS_CSV_MAX_ROWS,
  fillMessage,
  isUtf16,
  MSG,
  screenCsvLines,
} from '@doyang/domain';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../../../http/errors.ts';

// The foreigners file as it reaches the server: a multipart upload read, and its bytes decoded (encoding first, then
// the separator) and split into records with their line numbers, before the write's transaction opens.

/** The form: the file read into records (null when none was sent) and the text fields. */
export type Upload = { file: CsvFile | null; fields: Record<string, string> };

const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * Reads the form (the file and its text fields) and parses the file in the route's preValidation: neither a slow
 * client nor the parsing then holds the write's transaction open. Anything malformed is the client's: a Spanish 4xx,
 * never a 500.
 */
export async function readUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw validationError({ file: [MSG.foreignersFileRequired] });
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: FOREIGNERS_CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file') bytes = read;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ file: [MSG.foreignersFileTooLarge] });
    throw new HttpError(400, MSG.badRequest);
  }
  uploads.set(request, { file: bytes?.length ? readCsv(bytes) : null, fields });
}

export const uploadOf = (request: FastifyRequest): Upload => uploads.get(request) ?? { file: null, fields: {} };

export type CsvRecord = { line: number; cells: string[] };
/** A problem of the whole file, on the line it was found (1: the header or the file itself). */
export type LineErrors = { line: number; messages: string[] };
export type CsvFile = { header: string[]; records: CsvRecord[]; errors: LineErrors[] };

/** Thrown from the parser's record hook to stop it at the first record past the limit. */
class TooManyRows extends Error {}

/**
 * The header and the data records (blank ones skipped), or why the file cannot be read at all. The file is looked
 * over before it is parsed (UTF-16, too many columns, empty rows blanked) and the parser stops at the first record
 * past the limit, so what a file costs is bounded by the limit, not by its number of lines (issue 22).
 */
export function readCsv(bytes: Buffer): CsvFile {
  const fail = (message: string, line = 1): CsvFile => ({ header: [], records: [], errors: [{ line, messages: [message] }] });
  if (isUtf16(bytes)) return fail(MSG.foreignersUtf16);
  const decoded = decodeCsvBytes(bytes).text;
  const delimiter = detectDelimiter(decoded);
  const { text, wideLine } = screenCsvLines(decoded, delimiter, FOREIGNERS_CSV_MAX_COLUMNS);
  if (wideLine !== null) return fail(fillMessage(MSG.foreignersTooManyColumns, { max: FOREIGNERS_CSV_MAX_COLUMNS }), wideLine);
  // The header and at most the limit's records; the hook keeps them, so the parser builds no list of its own.
  const kept: CsvRecord[] = [];
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], context: Info) => {
        if (record.every((cell) => cell === '')) return null;
        if (kept.length > FOREIGNERS_CSV_MAX_ROWS) throw new TooManyRows();
        kept.push({ line: context.lines, cells: record });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows) return fail(fillMessage(MSG.foreignersTooManyRows, { max: FOREIGNERS_CSV_MAX_ROWS }));
    // Malformed quoting is the one way csv-parse refuses text; its error carries the line it stopped at.
    if (!(error instanceof CsvError)) throw error;
    return fail(MSG.foreignersUnreadable, Number(error.lines) || 1);
  }
  const [head, ...records] = kept;
  if (!head || !records.length)
    return { header: head?.cells ?? [], records: [], errors: [{ line: 1, messages: [MSG.foreignersFileEmpty] }] };
  return { header: head.cells, records, errors: [] };
}
