/**
 * Text of a CSV file. Excel on Chinese Windows saves "CSV (逗号分隔)" in GBK,
 * other tools in UTF-8 (often with a byte-order mark): bytes that are valid
 * UTF-8 are read as UTF-8, anything else as GB18030 (a superset of GBK).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export class CsvError extends Error {}
/** More rows than the caller allowed: the file is refused for its size, not its syntax. */
export class CsvTooLongError extends CsvError {}

/**
 * Rows of RFC 4180 CSV: fields split by commas, a field in double quotes may
 * hold commas, line breaks and doubled quotes; lines end with CRLF or LF.
 * Stops with CsvError past `maxRows` rows (the caller's row cap), so the work
 * is bounded by the cap as well as by the text's length. Blank lines are
 * kept as rows of one empty field, so row numbers match the spreadsheet's.
 */
export function parseCsv(text: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    if (rows.length > maxRows) throw new CsvTooLongError(`行数超过上限 ${maxRows}`);
    row = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy up to the next quote at once: long quoted fields are not built a character at a time.
      const next = text.indexOf('"', i);
      if (next < 0) throw new CsvError('引号没有闭合');
      field += text.slice(i, next);
      i = next;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 2;
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      i++;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
