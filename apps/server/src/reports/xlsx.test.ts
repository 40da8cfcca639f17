import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SheetColumn } from './spreadsheet-cells.ts';
import { sendXlsx, writeXlsx, XLSX_CONTENT_TYPE } from './xlsx.ts';

type Row = { name: string; address: string | null; points: number };
const PAYLOADS = ['=HYPERLINK("http://x","y")', '+SUM(1;1)', "-2+3+CMD|' /C calc'!A0", '@SUM(1;1)', '\t=1+1', '\r=1+1'];
const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Dirección', value: (r) => r.address },
  { header: 'Puntos', value: (r) => r.points },
  { header: '=1+1', value: () => 'fijo' },
];
const ROWS: Row[] = [
  ...PAYLOADS.map((name, i) => ({ name, address: PAYLOADS[(i + 1) % PAYLOADS.length], points: -i })),
  { name: 'JUAN PÉREZ', address: null, points: 7 },
];

async function readBack(buffer: Buffer): Promise<ExcelJS.Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
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
  // XML reads a raw carriage return back as a line feed (exceljs does not escape it), hence the replace.
  for (const payload of PAYLOADS) expect(texts).toContain(`'${payload}`.replace('\r', '\n'));
}

describe('writeXlsx', () => {
  it('writes formula-like text as quoted text, never as a formula; numbers stay numbers', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeXlsx(stream, COLUMNS, ROWS, 'Alumnos');
    const table = await readBack(Buffer.concat(chunks));

    expectInert(table);
    expect(table.map((r) => r[0].value)).toEqual(['Nombre', ...PAYLOADS.map((p) => `'${p}`.replace('\r', '\n')), 'JUAN PÉREZ']);
    expect(table[0][3].value).toBe("'=1+1");
    expect(table.slice(1).map((r) => r[2].value)).toEqual([0, -1, -2, -3, -4, -5, 7]);
    expect(table.at(-1)?.[1].value).toBe(null);
  });
});

describe('sendXlsx', () => {
  it('answers the workbook as an attachment with the spreadsheet content type', async () => {
    const app = Fastify();
    app.get('/x', (_, reply) => sendXlsx(reply, 'alumnos.xlsx', COLUMNS, ROWS));
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="alumnos.xlsx"');
    expectInert(await readBack(res.rawPayload));
  });
});
