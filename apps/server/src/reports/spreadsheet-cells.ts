import { formatDayMonYear } from '@doyang/domain';

/**
 * What a column holds, declared once with the column so every sheet writes it the same way: the XLSX writes a
 * 'date' (a 'YYYY-MM-DD' value) as a real date cell shown DD/MMM/YYYY and 'money' with the MXN currency format;
 * the CSV, which has no cell types, writes the date as DD/MMM/YYYY text and money as a bare number.
 */
export type ColumnKind = 'text' | 'date' | 'money' | 'number';

/** One column of a spreadsheet download (CSV or XLSX): its header, its kind (text unless said) and how a row fills it. */
export type SheetColumn<T> = { header: string; kind?: ColumnKind; value: (row: T) => CellValue };
export type CellValue = string | number | null | undefined;

// OWASP "CSV injection": Excel, LibreOffice and Google Sheets evaluate a cell whose text starts with one of
// these, so a student named =HYPERLINK(…) would become a live formula in the director's spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it may be written to a spreadsheet: text that a spreadsheet would read as a formula gets a leading
 * single quote, so it is shown as text. A JS number stays a number (a negative count is data, not text a user
 * typed); a string such as '-5' is user text and is quoted like any other. null and undefined are empty cells.
 */
export function safeCell(value: string): string;
export function safeCell(value: CellValue): string | number;
export function safeCell(value: CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The header row, through the same rule: a date or a name can become a header too (the attendance grid). */
export function safeHeaders<T>(columns: SheetColumn<T>[]): string[] {
  return columns.map((c) => safeCell(c.header));
}

/** One record's cells as text-only formats (CSV) write them, in column order: dates as DD/MMM/YYYY. */
export function safeRow<T>(columns: SheetColumn<T>[], row: T): (string | number)[] {
  return columns.map((c) => {
    const value = c.value(row);
    return safeCell(c.kind === 'date' && typeof value === 'string' ? formatDayMonYear(value) : value);
  });
}
