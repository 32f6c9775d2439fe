import ExcelJS from 'exceljs';

/** An xlsx of one sheet (or several) built in the test: rows of cells, the first the header. */
export async function xlsxOf(sheets: Record<string, readonly (readonly ExcelJS.CellValue[])[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx, as exceljs reads them. */
export async function rowsOfXlsx(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
