import { NODE_ALIASES_MAX, NODE_NAME_MAX, NODE_PROPERTIES_MAX } from '@contract/graph/graph-edit';
import { IMPORT_LINKS_MAX, type ImportIssue, SHEET_NODES, SHEET_RELATIONS } from '@contract/graph/graph-import';
import type { NodeRowIn, ParsedFile, RelationRowIn } from './rows';

const KEY_MAX = 50;
const VALUE_MAX = 500;

/** An entity already in the graph that the file names. */
export interface ExistingEntity {
  id: number;
  classId: number;
  name: string;
  aliases: string[];
  properties: Record<string, string>;
  nameKeys: string[];
  /** Knowledge ids linked already. */
  links: Set<number>;
}

/** What the graph holds that the file's rows are checked against. */
export interface Lookups {
  classes: Map<string, number>;
  classNames: Map<number, string>;
  /** Relation names and inverse names; an inverse name reads the row backwards. */
  relations: Map<string, { id: number; forward: boolean }>;
  entities: Map<string, ExistingEntity[]>;
  /** Knowledge the importer may link: id → domain. */
  knowledge: Map<number, number>;
}

/** An end of a relation: an entity of the graph, or one the same file creates. */
export type EndRef = { id: number } | { create: string };

export interface NewEntity {
  key: string;
  name: string;
  classId: number;
  aliases: string[];
  properties: Record<string, string>;
  links: { knowledgeId: number; domainId: number }[];
}

export interface EntityChange {
  entity: ExistingEntity;
  aliases: string[];
  properties: Record<string, string>;
  /** Links the entity does not have yet. */
  links: { knowledgeId: number; domainId: number }[];
}

export interface ImportPlan {
  create: NewEntity[];
  update: EntityChange[];
  unchanged: number;
  edges: { source: EndRef; relationTypeId: number; target: EndRef }[];
}

export const entityKey = (classId: number, name: string) => `${classId}\u0001${name}`;

/** Entities the file's node rows name, by name and class: relation rows find their ends here. */
type Known = Map<string, Map<number, { row: number; ref: EndRef }>>;
/** NUL cannot be stored, lone surrogates cannot be encoded: neither comes from real text. */
const unusable = (s: string) => s.includes('\u0000') || !(s as unknown as { isWellFormed(): boolean }).isWellFormed();
const LINK = /^(\d{1,2}):(\d{1,10})$/;
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Checks every row of the file against the graph and, when none is refused,
 * says what importing it does. Entities are matched by name within their
 * class: a known one gains the file's aliases, properties (the file's value
 * wins) and links; nothing is ever removed by an import. Problems go to
 * `file.issues`, one per field, so one pass tells the user all there is to fix.
 */
export function planImport(file: ParsedFile, look: Lookups): ImportPlan {
  const issues = file.issues;
  const plan: ImportPlan = { create: [], update: [], unchanged: 0, edges: [] };
  const known: Known = new Map();
  for (const r of file.nodes) planNode(r, look, issues, plan, known);
  const seen = new Map<string, number>();
  for (const r of file.relations) planRelation(r, look, issues, plan, known, seen);
  return plan;
}

function planNode(r: NodeRowIn, look: Lookups, issues: ImportIssue[], plan: ImportPlan, known: Known): void {
  const remember = (classId: number, row: number, ref: EndRef) => {
    const classes = known.get(r.name) ?? new Map();
    if (!classes.has(classId)) classes.set(classId, { row, ref });
    known.set(r.name, classes);
  };
  const fail = (field: string, reason: string) => issues.push({ sheet: SHEET_NODES, row: r.row, field, reason });
  const before = issues.length;
  if (r.name === '') fail('名称', '请填写名称');
  else if (r.name.length > NODE_NAME_MAX) fail('名称', `名称最多${NODE_NAME_MAX}个字`);
  else if (unusable(r.name)) fail('名称', '名称含有不支持的字符');
  const classId = r.className === '' ? undefined : look.classes.get(r.className);
  if (r.className === '') fail('类别', '请填写类别');
  else if (classId === undefined) fail('类别', `类别“${r.className.slice(0, 30)}”不存在`);
  const longAlias = r.aliases.find((a) => a.length > NODE_NAME_MAX || unusable(a));
  if (longAlias) fail('别名', `别名最多${NODE_NAME_MAX}个字，且不能含有不支持的字符`);
  for (const [key, value] of r.properties) {
    if (key.length > KEY_MAX || unusable(key)) fail('属性', `属性名“${key.slice(0, 20)}”最多${KEY_MAX}个字`);
    else if (value.length > VALUE_MAX || unusable(value)) fail('属性', `属性“${key}”的值最多${VALUE_MAX}个字`);
  }
  const keys = r.properties.map(([k]) => k);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice !== undefined) fail('属性', `属性名“${twice.slice(0, 20)}”重复`);
  const links: { knowledgeId: number; domainId: number }[] = [];
  if (r.links.length > IMPORT_LINKS_MAX) fail('关联知识', `一行最多关联${IMPORT_LINKS_MAX}条知识`);
  else {
    for (const text of r.links) {
      const m = LINK.exec(text);
      if (!m) {
        fail('关联知识', `“${text.slice(0, 30)}”应为 知识域:编号 的形式（如 1:23）`);
        continue;
      }
      const [domainId, knowledgeId] = [Number(m[1]), Number(m[2])];
      if (look.knowledge.get(knowledgeId) !== domainId) fail('关联知识', `知识“${text}”不存在或无权查看`);
      else if (!links.some((l) => l.knowledgeId === knowledgeId)) links.push({ knowledgeId, domainId });
    }
  }
  if (classId === undefined || issues.length > before) {
    // Still known by name: relations naming it report their own problems, not a missing entity.
    if (classId !== undefined && r.name !== '') remember(classId, r.row, { create: '' });
    return;
  }
  const key = entityKey(classId, r.name);
  const dup = known.get(r.name)?.get(classId);
  if (dup) {
    fail('名称', `与第 ${dup.row} 行重复（同一类别下的同名实体）`);
    return;
  }
  const existing = look.entities.get(r.name)?.find((e) => e.classId === classId);
  const aliases = [...new Set([...(existing?.aliases ?? []), ...r.aliases])].filter((a) => a !== r.name);
  const properties = { ...(existing?.properties ?? {}), ...Object.fromEntries(r.properties) };
  if (aliases.length > NODE_ALIASES_MAX) fail('别名', `别名最多${NODE_ALIASES_MAX}个（含已有的别名）`);
  if (Object.keys(properties).length > NODE_PROPERTIES_MAX) fail('属性', `属性最多${NODE_PROPERTIES_MAX}个（含已有的属性）`);
  if (issues.length > before) return;
  if (!existing) {
    remember(classId, r.row, { create: key });
    plan.create.push({ key, name: r.name, classId, aliases, properties, links });
    return;
  }
  remember(classId, r.row, { id: existing.id });
  const newLinks = links.filter((l) => !existing.links.has(l.knowledgeId));
  const sameProps =
    sameSet(Object.keys(properties), Object.keys(existing.properties)) &&
    Object.entries(properties).every(([k, v]) => existing.properties[k] === v);
  if (sameSet(aliases, existing.aliases) && sameProps && newLinks.length === 0) plan.unchanged++;
  else plan.update.push({ entity: existing, aliases, properties, links: newLinks });
}

function planRelation(
  r: RelationRowIn,
  look: Lookups,
  issues: ImportIssue[],
  plan: ImportPlan,
  known: Known,
  seen: Map<string, number>,
): void {
  const fail = (field: string, reason: string) => issues.push({ sheet: SHEET_RELATIONS, row: r.row, field, reason });
  const before = issues.length;
  const rel = r.relation === '' ? undefined : look.relations.get(r.relation);
  if (r.relation === '') fail('关系', '请填写关系');
  else if (!rel) fail('关系', `关系类型“${r.relation.slice(0, 30)}”不存在`);
  const start = resolveEnd(r.start, r.startClass, '起点', look, known, fail);
  const end = resolveEnd(r.end, r.endClass, '终点', look, known, fail);
  if (issues.length > before || !rel || !start || !end) return;
  const [source, target] = rel.forward ? [start, end] : [end, start];
  const id = (ref: EndRef) => ('id' in ref ? `#${ref.id}` : ref.create);
  if (id(source) === id(target)) {
    fail('终点', '起点和终点不能是同一个实体');
    return;
  }
  const triple = `${id(source)}\u0002${rel.id}\u0002${id(target)}`;
  const dup = seen.get(triple);
  if (dup !== undefined) {
    fail('关系', `与第 ${dup} 行重复`);
    return;
  }
  seen.set(triple, r.row);
  plan.edges.push({ source, relationTypeId: rel.id, target });
}

/** An end named in a relation row: one entity of that name (and class, when given) in the graph or the file. */
function resolveEnd(
  name: string,
  className: string,
  field: '起点' | '终点',
  look: Lookups,
  known: Known,
  fail: (field: string, reason: string) => void,
): EndRef | null {
  if (name === '') {
    fail(field, `请填写${field}`);
    return null;
  }
  let classId: number | undefined;
  if (className !== '') {
    classId = look.classes.get(className);
    if (classId === undefined) {
      fail(`${field}类别`, `类别“${className.slice(0, 30)}”不存在`);
      return null;
    }
  }
  const found = new Map<number, EndRef>();
  for (const e of look.entities.get(name) ?? []) found.set(e.classId, { id: e.id });
  for (const [c, v] of known.get(name) ?? []) found.set(c, v.ref);
  const matches = [...found].filter(([c]) => classId === undefined || c === classId);
  const label = `${name.slice(0, 30)}${classId === undefined ? '' : `（${className}）`}`;
  if (matches.length === 0) {
    fail(field, `找不到实体“${label}”：请先在节点表中添加，或检查名称`);
    return null;
  }
  if (matches.length > 1) {
    const classes = matches.map(([c]) => look.classNames.get(c) ?? '').join('、');
    fail(`${field}类别`, `有 ${matches.length} 个名为“${label}”的实体（${classes}），请填写${field}类别`);
    return null;
  }
  return matches[0][1];
}
