// A spreadsheet's CSV looked over before it is parsed (issue 22): a CSV parser spends far more on a record than on a
// byte, so the shapes that cost it most (hundreds of thousands of empty rows, a row of endless columns) and the one
// it cannot read at all (UTF-16) are found here in one pass, and a file that will be refused is refused before parsing.

/**
 * Whether the bytes are UTF-16, as Excel's 'Texto Unicode' saves: a byte-order mark (FF FE or FE FF), or NUL bytes on
 * every other byte (each ASCII character's zero half). Text a spreadsheet saves as CSV otherwise holds no NUL byte.
 */
export function isUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true;
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 2) return false;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  return Math.max(even, odd) * 4 >= sample / 2;
}

export type CsvScreen = {
  /** The text with every empty row (only separators and spaces) made a blank line: line numbers stay the file's. */
  text: string;
  /** The first line with more than `maxColumns` cells (outside quotes), or null. */
  wideLine: number | null;
};

const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

/**
 * One pass over the text, quotes followed (a quoted cell may hold separators and line breaks): empty rows are blanked
 * (a parser skips blank lines almost for free, but builds, then drops, a record for each row of empty cells), and the
 * first line wider than `maxColumns` is named. Lines are counted as the parser counts them (CR LF, LF or CR).
 */
export function screenCsvLines(text: string, delimiter: string, maxColumns: number): CsvScreen {
  const sep = delimiter.charCodeAt(0);
  const kept: string[] = [];
  let keptUpTo = 0;
  let line = 1;
  let lineStart = 0;
  let cells = 1;
  let blank = true;
  let quoted = false;
  let wideLine: number | null = null;
  const endLine = (end: number, next: number) => {
    if (blank && end > lineStart) {
      kept.push(text.slice(keptUpTo, lineStart));
      keptUpTo = end;
    }
    line++;
    lineStart = next;
    cells = 1;
    blank = true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      quoted = !quoted;
      blank = false;
    } else if (quoted) {
      // Inside quotes a line break is the cell's own: the record goes on.
      if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++;
    } else if (c === LF || c === CR) {
      const next = c === CR && text.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
      endLine(i, next);
      i = next - 1;
    } else if (c === sep) {
      cells++;
      if (cells > maxColumns && wideLine === null) wideLine = line;
    } else if (c !== SPACE && c !== TAB) blank = false;
  }
  endLine(text.length, text.length);
  if (!kept.length) return { text, wideLine };
  kept.push(text.slice(keptUpTo));
  return { text: kept.join(''), wideLine };
}
