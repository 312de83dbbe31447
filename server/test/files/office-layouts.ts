import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Office files with layout the previews must respect (merged cells,
 * placeholders), built in the tests like the plain fixtures of documents.ts.
 */

/**
 * A budget sheet as people lay it out: a title merged across the table, a
 * heading merged over two rows, a category merged down its rows.
 */
export async function mergedWorkbookFixture(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('预算');
  ws.addRows([
    ['2026年部门预算', '', '', ''],
    ['类别', '项目', '金额（元）', ''],
    ['', '', '上半年', '下半年'],
    ['差旅', '国内', 12000, 15000],
    ['', '国外', 30000, 0],
    ['培训', '外训', 8000, 9000],
  ]);
  ws.mergeCells('A1:D1');
  ws.mergeCells('A2:A3');
  ws.mergeCells('B2:B3');
  ws.mergeCells('C2:D2');
  ws.mergeCells('A4:A5');
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shape with a placeholder (`type`, or none for a body placeholder) and paragraphs at outline levels. */
function placeholderShape(type: string | null, paragraphs: [string, number][]) {
  const ph = type ? `<p:ph type="${type}"/>` : '<p:ph idx="1"/>';
  const ps = paragraphs
    .map(
      ([t, lvl]) => `<a:p>${lvl ? `<a:pPr lvl="${lvl}"/>` : ''}<a:r><a:rPr lang="zh-CN"/><a:t>${xmlEscape(t)}</a:t></a:r></a:p>`,
    )
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${ps}</p:txBody></p:sp>`;
}

/** A table frame as PowerPoint writes it. */
function tableFrame(rows: string[][]) {
  const trs = rows
    .map(
      (r) =>
        `<a:tr h="370840">${r.map((c) => `<a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:t>${xmlEscape(c)}</a:t></a:r></a:p></a:txBody></a:tc>`).join('')}</a:tr>`,
    )
    .join('');
  return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="9" name="表格"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblGrid/>${trs}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
}

/** One slide's XML from its shapes. */
export function slideXml(...shapes: string[]) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${A} ${P}><p:cSld><p:spTree>${shapes.join('')}</p:spTree></p:cSld></p:sld>`;
}

/**
 * A deck made in PowerPoint from its layouts: a title slide (title and
 * subtitle placeholders), a content slide with bullets at two levels and a
 * slide number, and a slide with a table, saved as slide1, slide2, slide10
 * so the order must come from the numbers.
 */
export async function placeholderDeckFixture(): Promise<Uint8Array> {
  const slides: [number, string][] = [
    [
      1,
      slideXml(placeholderShape('ctrTitle', [['年度培训计划', 0]]), placeholderShape('subTitle', [['人力资源部 · 2026年', 0]])),
    ],
    [
      2,
      slideXml(
        placeholderShape('title', [['培训目标', 0]]),
        placeholderShape(null, [
          ['全员学习时长不少于40学时', 0],
          ['在线学习不少于20学时', 1],
          ['新员工培训覆盖率100%', 0],
        ]),
        placeholderShape('sldNum', [['2', 0]]),
        placeholderShape('ftr', [['智联科技集团 内部资料', 0]]),
      ),
    ],
    [
      10,
      slideXml(
        placeholderShape('title', [['预算 & 安排', 0]]),
        tableFrame([
          ['项目', '预算'],
          ['外训', '8000'],
        ]),
      ),
    ],
  ];
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>' +
      slides
        .map(
          ([n]) =>
            `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
        )
        .join('') +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/>' +
      '</Relationships>',
  );
  zip.file('ppt/presentation.xml', `<p:presentation ${P}/>`);
  for (const [n, xml] of slides) zip.file(`ppt/slides/slide${n}.xml`, xml);
  return zip.generateAsync({ type: 'uint8array' });
}
