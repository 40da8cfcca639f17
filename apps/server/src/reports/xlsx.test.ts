import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SheetColumn } from './spreadsheet-cells.ts';
import { DATE_FORMAT, MONEY_FORMAT, sendXlsx, XLSX_CONTENT_TYPE, xlsxBuffer } from './xlsx.ts';

type Row = { name: string; address: string | null; points: number; amount: number; due: string | null };
const PAYLOADS = ['=HYPERLINK("http://x","y")', '+SUM(1;1)', "-2+3+CMD|' /C calc'!A0", '@SUM(1;1)', '\t=1+1', '\r=1+1'];
const LONG_NAME = 'ALAN CHÁVEZ GONZÁLEZ DE LA SANTÍSIMA TRINIDAD';
const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Dirección', value: (r) => r.address },
  { header: 'Puntos', kind: 'number', value: (r) => r.points },
  { header: '=1+1', value: () => 'fijo' },
  { header: 'Importe', kind: 'money', value: (r) => r.amount },
  { header: 'Fecha límite', kind: 'date', value: (r) => r.due },
];
const ROWS: Row[] = [
  ...PAYLOADS.map((name, i) => ({
    name,
    address: PAYLOADS[(i + 1) % PAYLOADS.length],
    points: -i,
    amount: 350 * i,
    due: '2026-11-17',
  })),
  { name: LONG_NAME, address: null, points: 7, amount: 1234.5, due: null },
];

async function load(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

async function readBack(buffer: Buffer): Promise<ExcelJS.Cell[][]> {
  const sheet = await load(buffer);
  const table: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    for (let c = 1; c <= COLUMNS.length; c++) cells.push(row.getCell(c));
    table.push(cells);
  });
  return table;
}

function expectInert(table: ExcelJS.Cell[][]) {
  const cells = table.flat();
  expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula || c.formula)).toEqual([]);
  const texts = cells.filter((c) => typeof c.value === 'string').map((c) => c.value as string);
  expect(texts.filter((s) => /^[=+\-@\t\r]/.test(s))).toEqual([]);
  // XML reads a raw carriage return back as a line feed, hence the replace.
  for (const payload of PAYLOADS) expect(texts).toContain(`'${payload}`.replace('\r', '\n'));
}

describe('xlsxBuffer', () => {
  it('writes formula-like text as quoted text, never as a formula; numbers stay numbers', async () => {
    const table = await readBack(await xlsxBuffer(COLUMNS, ROWS, 'Alumnos'));

    expectInert(table);
    expect(table.map((r) => r[0].value)).toEqual(['Nombre', ...PAYLOADS.map((p) => `'${p}`.replace('\r', '\n')), LONG_NAME]);
    expect(table[0][3].value).toBe("'=1+1");
    expect(table.slice(1).map((r) => r[2].value)).toEqual([0, -1, -2, -3, -4, -5, 7]);
    expect(table.at(-1)?.[1].value).toBe(null);
  });

  it('writes each column by its kind: real date cells shown DD/MMM/YYYY, money in pesos, a bold header', async () => {
    const table = await readBack(await xlsxBuffer(COLUMNS, ROWS, 'Pagos'));
    const [header, first] = table;
    expect(header.map((c) => c.font?.bold)).toEqual(COLUMNS.map(() => true));
    expect(first[5].type).toBe(ExcelJS.ValueType.Date);
    expect(first[5].value).toEqual(new Date(Date.UTC(2026, 10, 17)));
    expect(first[5].numFmt).toBe(DATE_FORMAT);
    expect(DATE_FORMAT).toBe('dd/mmm/yyyy');
    expect(table[2][4].type).toBe(ExcelJS.ValueType.Number);
    expect(table[2][4].value).toBe(350);
    expect(table[2][4].numFmt).toBe(MONEY_FORMAT);
    expect(MONEY_FORMAT).toBe('[$$-80A]#,##0.00');
    expect(first[2].numFmt ?? 'General').toBe('General');
    expect(first[0].type).toBe(ExcelJS.ValueType.String);
    expect(table.at(-1)?.[5].value).toBe(null); // no date is an empty cell, not 'Invalid Date'
  });

  it('fits the widths, freezes the header row and puts a filter on it; the page is one landscape page wide', async () => {
    const sheet = await load(await xlsxBuffer(COLUMNS, ROWS, 'Pagos'));
    const widths = COLUMNS.map((_, i) => sheet.getColumn(i + 1).width ?? 0);
    expect(widths[0]).toBeGreaterThanOrEqual(LONG_NAME.length);
    expect(widths[0]).toBeLessThanOrEqual(LONG_NAME.length + 4);
    expect(widths[5]).toBeGreaterThanOrEqual('Fecha límite'.length + 2); // the header and its filter arrow
    expect(widths[2]).toBeLessThan(widths[0]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 0, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe(`A1:F${ROWS.length + 1}`);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  });

  it('writes text as shared strings, never as a formula result (t="str") nor a formula', async () => {
    const files = unzipSync(new Uint8Array(await xlsxBuffer(COLUMNS, ROWS, 'Pagos')));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).not.toContain('t="str"');
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('t="s"');
    expect(strFromU8(files['xl/sharedStrings.xml'])).toContain(LONG_NAME);
    // The filter's range is named as Excel names it, once.
    const workbook = strFromU8(files['xl/workbook.xml']);
    expect(workbook.match(/<definedNames>/g)).toHaveLength(1);
    expect(workbook).toContain(`_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Pagos'!$A$1:$F$${ROWS.length + 1}<`);
  });
});

describe('sendXlsx', () => {
  it('answers the workbook as an attachment whose name keeps its accents', async () => {
    const app = Fastify();
    app.get('/x', (_, reply) => sendXlsx(reply, 'pagos-torneo-nezahualcóyotl.xlsx', COLUMNS, ROWS));
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=pagos-torneo-nezahualcoyotl.xlsx; filename*=UTF-8''pagos-torneo-nezahualc%C3%B3yotl.xlsx`,
    );
    expectInert(await readBack(res.rawPayload));
  });
});
