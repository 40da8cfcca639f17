import { crc32, deflateRawSync } from 'node:zlib';

// The .xlsx package of one worksheet, written directly (issue 27): the XML parts as text and a plain ZIP with
// Node's native DEFLATE. The library used before spent most of a 17,000-row sheet's two seconds escaping each cell
// through regular expressions and compressing in JavaScript; this writes the same workbook (shared strings, a bold
// header, date and peso formats, fitted widths, a frozen header row with its filter, a landscape letter page one
// page wide) in a small fraction of that.

/** A cell: text (a shared string), a number with an optional format, or nothing. */
export type PackageCell =
  | { kind: 'text'; value: string; bold?: boolean }
  | { kind: 'number'; value: number; format?: 'date' | 'money' }
  | null;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 does not allow (control characters other than tab, line feed and carriage return). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function xmlText(value: string): string {
  if (!SPECIAL.test(value)) return value;
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A1-style column letters of a 0-based index. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Days since 1899-12-30, Excel's day number, of a UTC midnight. */
export const excelDay = (utc: number): number => (utc - Date.UTC(1899, 11, 30)) / 86_400_000;

/** Style ids of styles.xml's cellXfs, in order. */
const STYLE = { plain: 0, bold: 1, date: 2, money: 3 } as const;

const styles = (dateFormat: string, moneyFormat: string) =>
  `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(dateFormat)}"/>` +
  `<numFmt numFmtId="165" formatCode="${xmlText(moneyFormat)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

export type PackageSheet = {
  name: string;
  rows: PackageCell[][];
  widths: number[];
  dateFormat: string;
  moneyFormat: string;
};

/** The workbook's parts: one worksheet whose first row is a frozen, filtered header. */
function parts(sheet: PackageSheet): [string, string][] {
  const strings = new Map<string, number>();
  const shared: string[] = [];
  const columns = sheet.widths.length;
  const lastRow = Math.max(sheet.rows.length, 1);
  const ref = `A1:${columnName(Math.max(columns - 1, 0))}${lastRow}`;
  const chunks: string[] = [];
  for (let r = 0; r < sheet.rows.length; r++) {
    const row = sheet.rows[r];
    let xml = `<row r="${r + 1}">`;
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (cell === null) continue;
      const at = `${columnName(c)}${r + 1}`;
      if (cell.kind === 'text') {
        let id = strings.get(cell.value);
        if (id === undefined) {
          id = shared.length;
          strings.set(cell.value, id);
          shared.push(cell.value);
        }
        xml += `<c r="${at}" t="s"${cell.bold ? ` s="${STYLE.bold}"` : ''}><v>${id}</v></c>`;
      } else {
        const style = cell.format ? ` s="${STYLE[cell.format]}"` : '';
        xml += `<c r="${at}"${style}><v>${cell.value}</v></c>`;
      }
    }
    chunks.push(`${xml}</row>`);
  }
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const worksheet =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>` +
    `<dimension ref="${ref}"/><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${chunks.join('')}</sheetData>` +
    `<autoFilter ref="${ref}"/><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>` +
    '<pageSetup paperSize="1" orientation="landscape" fitToWidth="1" fitToHeight="0"/></worksheet>';
  const sst =
    `${XML_HEAD}<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">` +
    shared.map((s) => `<si><t${s.trim() === s ? '' : ' xml:space="preserve"'}>${xmlText(s)}</t></si>`).join('') +
    '</sst>';
  const absolute = ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  const filterRange = xmlText(`'${sheet.name.replace(/'/g, "''")}'!${absolute}`);
  const workbook =
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheet.name)}" sheetId="1" r:id="rId1"/></sheets>` +
    `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${filterRange}</definedName></definedNames></workbook>`;
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    ['xl/workbook.xml', workbook],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', worksheet],
    ['xl/sharedStrings.xml', sst],
    ['xl/styles.xml', styles(sheet.dateFormat, sheet.moneyFormat)],
  ];
}

/** A ZIP archive of the parts, each DEFLATE-compressed (a fixed 1980-01-01 stamp: the content alone decides it). */
function zip(files: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    // Level 1: faster than the default 6 on a sheet of 17,000 rows, for a file about a fifth larger.
    const packed = deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The .xlsx file of one sheet. */
export function xlsxPackage(sheet: PackageSheet): Buffer {
  return zip(parts(sheet));
}
