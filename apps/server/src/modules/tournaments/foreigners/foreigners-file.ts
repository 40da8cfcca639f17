import {
  decodeCsvBytes,
  detectDelimiter,
  FOREIGNERS_CSV_MAX_BYTES,
  FOREIGNERS_CSV_MAX_ROWS,
  fillMessage,
  MSG,
} from '@doyang/domain';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../../../http/errors.ts';

// The foreigners file as it reaches the server: a multipart upload read before the write's transaction opens, then its
// bytes decoded (encoding first, then the separator) and split into records with their line numbers.

export type Upload = { bytes: Buffer | null; fields: Record<string, string> };

const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * Reads the form (the file and its text fields) in the route's preValidation: a slow client then never holds the
 * write's transaction open. Anything malformed is the client's: a Spanish 4xx, never a 500.
 */
export async function readUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw validationError({ file: [MSG.foreignersFileRequired] });
  const upload: Upload = { bytes: null, fields: {} };
  try {
    const parts = request.parts({ limits: { fileSize: FOREIGNERS_CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.bytes = bytes;
      } else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ file: [MSG.foreignersFileTooLarge] });
    throw new HttpError(400, MSG.badRequest);
  }
  uploads.set(request, upload);
}

export const uploadOf = (request: FastifyRequest): Upload => uploads.get(request) ?? { bytes: null, fields: {} };

export type CsvRecord = { line: number; cells: string[] };
/** A problem of the whole file, on the line it was found (1: the header or the file itself). */
export type LineErrors = { line: number; messages: string[] };
export type CsvFile = { header: string[]; records: CsvRecord[]; errors: LineErrors[] };

/** The header and the data records (blank ones skipped), or why the file cannot be read at all. */
export function readCsv(bytes: Buffer): CsvFile {
  const { text } = decodeCsvBytes(bytes);
  // With `info` each record comes as {record, info}; the library's types describe only plain records.
  let parsed: { record: string[]; info: Info }[];
  try {
    parsed = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    // Malformed quoting is the one way csv-parse refuses text; its error carries the line it stopped at.
    if (!(error instanceof CsvError)) throw error;
    return { header: [], records: [], errors: [{ line: Number(error.lines) || 1, messages: [MSG.foreignersUnreadable] }] };
  }
  const [head, ...rest] = parsed;
  const fail = (message: string) => ({ header: head?.record ?? [], records: [], errors: [{ line: 1, messages: [message] }] });
  if (!head || !rest.length) return fail(MSG.foreignersFileEmpty);
  if (rest.length > FOREIGNERS_CSV_MAX_ROWS)
    return fail(fillMessage(MSG.foreignersTooManyRows, { max: FOREIGNERS_CSV_MAX_ROWS }));
  return { header: head.record, records: rest.map((r) => ({ line: r.info.lines, cells: r.record })), errors: [] };
}
