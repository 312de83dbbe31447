import zlib from 'node:zlib';

/** CRC-32 (ZIP's), by table: Node 20 has no zlib.crc32. */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

function deflated(name: string, chunks: Iterable<string>): Part {
  const pieces: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const b = Buffer.from(chunk, 'utf8');
    crc = crc32(b, crc);
    size += b.length;
    pieces.push(b);
  }
  return { name, data: zlib.deflateRawSync(Buffer.concat(pieces), { level: 6 }), crc, size };
}

/** A ZIP archive of deflated parts, with its central directory. */
function zip(parts: Part[]): Uint8Array {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(p.crc, 16);
    dir.writeUInt32LE(p.data.length, 20);
    dir.writeUInt32LE(p.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    out.push(local, name, p.data);
    offset += 30 + name.length + p.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...out, dirBytes, end]));
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * An honest workbook of one sheet named `sheet`: a header row and `rows`
 * rows of two text cells, as a careless export makes it (a million rows come
 * to ~70 MB of sheet and ~20 MB of strings in a file of a few MB, well under
 * the bomb guard's limits). Made part by part.
 */
export function largeSheetXlsx(sheet: string, header: [string, string], rows: number): Uint8Array {
  const cell = (ref: string, t: string) => `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;
  // Text cells point into the shared strings, as Excel and exceljs write them: one string per row and one for all.
  function* sheetXml() {
    yield `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1">${cell('A1', header[0])}${cell('B1', header[1])}</row>`;
    let batch = '';
    for (let r = 2; r <= rows + 1; r++) {
      batch += `<row r="${r}"><c r="A${r}" t="s"><v>${r - 1}</v></c><c r="B${r}" t="s"><v>0</v></c></row>`;
      if (batch.length > 1 << 20) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sheetData></worksheet>`;
  }
  function* sharedStrings() {
    yield `${XML}<sst xmlns="${MAIN}" count="${rows * 2}" uniqueCount="${rows + 1}"><si><t>人物</t></si>`;
    let batch = '';
    for (let r = 2; r <= rows + 1; r++) {
      batch += `<si><t>实体${r}</t></si>`;
      if (batch.length > 1 << 20) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sst>`;
  }
  return zip([
    deflated('[Content_Types].xml', [
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ]),
    deflated('_rels/.rels', [
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]),
    deflated('xl/workbook.xml', [
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ]),
    deflated('xl/_rels/workbook.xml.rels', [
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ]),
    deflated('xl/sharedStrings.xml', sharedStrings()),
    deflated('xl/worksheets/sheet1.xml', sheetXml()),
  ]);
}
