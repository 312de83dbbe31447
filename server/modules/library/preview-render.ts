import ExcelJS from 'exceljs';
import mammoth from 'mammoth';

export interface SheetPreview {
  name: string;
  rows: string[][];
  truncated: boolean;
}

/**
 * A Word document as HTML (mammoth). Images are left out: they would come as
 * data URIs, which the rich-text sanitiser refuses. The caller sanitises.
 */
export async function docxHtml(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return value;
}

/** A workbook's sheets as text cells, at most `maxRows` × `maxCols` each (the rest is marked truncated). */
export async function xlsxTable(bytes: Uint8Array, maxRows: number, maxCols: number): Promise<SheetPreview[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const sheets: SheetPreview[] = [];
  wb.eachSheet((sheet) => {
    const rows: string[][] = [];
    let truncated = sheet.columnCount > maxCols;
    const last = Math.min(sheet.rowCount, maxRows);
    if (sheet.rowCount > maxRows) truncated = true;
    const width = Math.min(sheet.columnCount, maxCols);
    for (let r = 1; r <= last; r++) {
      const row = sheet.getRow(r);
      const cells: string[] = [];
      for (let col = 1; col <= width; col++) cells.push(row.getCell(col).text ?? '');
      rows.push(cells);
    }
    // Trailing empty rows add nothing to a preview.
    while (rows.length > 0 && rows.at(-1)!.every((c) => c === '')) rows.pop();
    sheets.push({ name: sheet.name, rows, truncated });
  });
  return sheets;
}
