import { SHEET_NODES, SHEET_RELATIONS } from '@contract/graph/graph-import';
import { badRequest } from '../../../http/errors';
import { emptyFile, type ParsedFile, splitList, splitProperties } from './rows';
import { tooManyRows } from './tables';

type Sheet = typeof SHEET_NODES | typeof SHEET_RELATIONS;

/**
 * `{nodes: [...], relations: [...]}` with the spreadsheet's column names as
 * keys. Lists may be JSON arrays (别名, 关联知识) or the spreadsheet's
 * `a|b` text, properties a JSON object or `key=value|…` text.
 */
export function readJsonFile(bytes: Uint8Array): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('文件：JSON 格式不正确，无法解析');
  }
  if (!isObject(data)) throw badRequest('文件：JSON 应为 {"nodes": [...], "relations": [...]} 形式的对象');
  const nodes = data.nodes ?? [];
  const relations = data.relations ?? [];
  if (!Array.isArray(nodes) || !Array.isArray(relations)) throw badRequest('文件：JSON 的 nodes 和 relations 应为数组');
  const tooMany = tooManyRows(nodes.length + relations.length);
  if (tooMany) throw badRequest(`文件：${tooMany}`);
  const file = emptyFile();
  nodes.forEach((item, i) => {
    const r = new JsonRow(file, SHEET_NODES, item, i + 1);
    if (!r.ok) return;
    const props = r.properties();
    file.nodes.push({
      row: i + 1,
      name: r.text('名称'),
      className: r.text('类别'),
      aliases: r.list('别名'),
      properties: props,
      links: r.links(),
    });
  });
  relations.forEach((item, i) => {
    const r = new JsonRow(file, SHEET_RELATIONS, item, i + 1);
    if (!r.ok) return;
    file.relations.push({
      row: i + 1,
      start: r.text('起点'),
      startClass: r.text('起点类别'),
      relation: r.text('关系'),
      end: r.text('终点'),
      endClass: r.text('终点类别'),
    });
  });
  return file;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalar = (v: unknown): string | null =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

/** One element of a JSON array, read field by field; a field of the wrong type is reported and read as empty. */
class JsonRow {
  readonly ok: boolean;
  private readonly item: Record<string, unknown>;

  constructor(
    private readonly file: ParsedFile,
    private readonly sheet: Sheet,
    item: unknown,
    private readonly row: number,
  ) {
    this.ok = isObject(item);
    this.item = isObject(item) ? item : {};
    if (!this.ok) this.fail('', '应为对象（{"名称": …}）');
  }

  private fail(field: string, reason: string) {
    this.file.issues.push({ sheet: this.sheet, row: this.row, field, reason });
  }

  text(field: string): string {
    const v = this.item[field];
    if (v === undefined || v === null) return '';
    const s = scalar(v);
    if (s === null) this.fail(field, '应为文本');
    return s ?? '';
  }

  list(field: string): string[] {
    const v = this.item[field];
    if (v === undefined || v === null) return [];
    if (typeof v === 'string') return splitList(v);
    if (Array.isArray(v) && v.every((x) => scalar(x) !== null)) return v.map((x) => scalar(x) as string).filter((s) => s !== '');
    this.fail(field, '应为文本数组或用 | 分隔的文本');
    return [];
  }

  properties(): [string, string][] {
    const v = this.item.属性;
    if (v === undefined || v === null) return [];
    if (typeof v === 'string') {
      const p = splitProperties(v);
      if (p.bad !== null) this.fail('属性', `“${p.bad.slice(0, 30)}”不是 键=值 的形式（多个用 | 分隔）`);
      return p.pairs;
    }
    if (isObject(v) && Object.values(v).every((x) => scalar(x) !== null)) {
      return Object.entries(v).map(([k, x]) => [k.trim(), scalar(x) as string]);
    }
    this.fail('属性', '应为 {"键": "值"} 对象或 键=值 文本');
    return [];
  }

  links(): string[] {
    const v = this.item.关联知识;
    if (Array.isArray(v) && v.every(isObject)) {
      return v.map((x) => `${scalar(x.domainId) ?? ''}:${scalar(x.id) ?? ''}`);
    }
    return this.list('关联知识');
  }
}
