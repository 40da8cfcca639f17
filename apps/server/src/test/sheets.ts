import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx download, to read its cells' formats too. */
export async function firstSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** The first sheet of an .xlsx download as rows of cell values (numbers stay numbers), empty cells included. */
export async function sheetValues(buffer: Buffer): Promise<ExcelJS.CellValue[][]> {
  const table: ExcelJS.CellValue[][] = [];
  (await firstSheet(buffer)).eachRow((row) => {
    const cells: ExcelJS.CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.value));
    table.push(cells);
  });
  return table;
}

/** The same rows with every cell as text ('' for an empty one). */
export async function sheetStrings(buffer: Buffer): Promise<string[][]> {
  return (await sheetValues(buffer)).map((row) => row.map((v) => String(v ?? '')));
}
