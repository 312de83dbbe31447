import { decodeXml } from '../documents/xml-text';

/** One attribute of an XML start tag (namespaced names such as `r:id` included). */
export function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name.replace(':', '\\:')}="([^"]*)"`).exec(tag);
  return m ? decodeXml(m[1]!) : null;
}

/** The sheets a workbook lists, in order: name and relationship id. */
export function workbookSheets(xml: string): { name: string; rid: string }[] {
  return [...xml.matchAll(/<sheet\s[^>]*>/g)].flatMap((m) => {
    const name = attr(m[0], 'name');
    const rid = attr(m[0], 'r:id');
    return name !== null && rid !== null ? [{ name, rid }] : [];
  });
}

/** Relationship id → entry name in the archive (targets are relative to `xl/` unless absolute). */
export function relationTargets(xml: string): Map<string, { target: string; type: string }> {
  const out = new Map<string, { target: string; type: string }>();
  for (const m of xml.matchAll(/<Relationship\s[^>]*>/g)) {
    const id = attr(m[0], 'Id');
    const target = attr(m[0], 'Target');
    if (!id || !target) continue;
    out.set(id, { target: target.startsWith('/') ? target.slice(1) : `xl/${target}`, type: attr(m[0], 'Type') ?? '' });
  }
  return out;
}

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47, 57, 58]);

/** For every cell style (index into cellXfs), whether it shows a number as a date. */
export function dateStyles(xml: string): boolean[] {
  const custom = new Map<number, string>();
  for (const m of xml.matchAll(/<numFmt\s[^>]*>/g)) {
    const id = Number(attr(m[0], 'numFmtId'));
    custom.set(id, attr(m[0], 'formatCode') ?? '');
  }
  const isDate = (id: number) => {
    if (DATE_FORMAT_IDS.has(id)) return true;
    const code = custom.get(id);
    // Quoted text and colours aside, a format with y, d or h counts days or hours.
    return code !== undefined && /[ydh]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]/g, ''));
  };
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\s[^>]*>/g)].map((m) => isDate(Number(attr(m[0], 'numFmtId') ?? 0)));
}

/** The text of a string item: its runs' `<t>` joined, phonetic hints (`<rPh>`) left out. */
export function itemText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of plain.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += decodeXml(m[1]!);
  return text;
}

/** Column number (1-based) of a cell reference such as `AB12`. */
export function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

/** A day count of Excel's 1900 system as `YYYY-MM-DD`, with the time when it has one. */
export function excelDate(serial: number): string {
  // Day 60 is the 29 February 1900 that never was; later serials are one day ahead of the calendar.
  const ms = Math.round((serial - 25569) * 86_400_000);
  const d = new Date(ms);
  const date = d.toISOString().slice(0, 10);
  const time = d.toISOString().slice(11, 19);
  return time === '00:00:00' ? date : `${date} ${time}`;
}

/** A number as Excel shows it in a General cell: at most 15 significant digits. */
export const generalNumber = (raw: string) => {
  const n = Number(raw);
  return Number.isFinite(n) ? String(Number(n.toPrecision(15))) : raw;
};

export interface RawCell {
  column: number;
  /** `s` shared string index, else the text itself. */
  sharedIndex: number | null;
  text: string;
}

/**
 * The cells of one `<row>` element that hold something, and the row's number
 * (its `r`, or the one after the previous row).
 */
export function rowCells(xml: string, previous: number, dates: boolean[]): { n: number; cells: RawCell[] } {
  const head = xml.slice(0, xml.indexOf('>') + 1);
  const n = Number(attr(head, 'r')) || previous + 1;
  const cells: RawCell[] = [];
  let column = 0;
  for (const m of xml.matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const tag = m[1] ?? '';
    const ref = attr(tag, 'r');
    column = ref ? columnOf(ref) : column + 1;
    const body = m[2] ?? '';
    const type = attr(tag, 't') ?? 'n';
    const value = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(body)?.[1];
    if (type === 'inlineStr') {
      const text = itemText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      if (text !== '') cells.push({ column, sharedIndex: null, text });
      continue;
    }
    if (value === undefined) continue;
    if (type === 's') cells.push({ column, sharedIndex: Number(value), text: '' });
    else if (type === 'b') cells.push({ column, sharedIndex: null, text: value === '1' ? 'TRUE' : 'FALSE' });
    else if (type === 'n' && dates[Number(attr(tag, 's') ?? 0)]) {
      cells.push({ column, sharedIndex: null, text: excelDate(Number(value)) });
    } else if (type === 'n') cells.push({ column, sharedIndex: null, text: generalNumber(value) });
    else cells.push({ column, sharedIndex: null, text: decodeXml(value) });
  }
  return { n, cells };
}
