import { nameKey } from '../../server/graph/keys';
import { MentionDictionary } from '../../server/search/mention-dictionary';
import { normalise } from '../../server/search/normalise';
import { COLLECTIONS, type Collection, type Entry } from './corpus';

/** The poetry classes of the ontology (the demo graph seeds them; the import creates any that are missing). */
export const POETRY_CLASSES = ['诗人', '诗词', '词牌', '朝代', '诗集'] as const;
export type PoetryClass = (typeof POETRY_CLASSES)[number];

/** Relation types the poetry graph uses, with their inverse names (as the demo graph names them). */
export const POETRY_RELATIONS: [name: string, inverse: string][] = [
  ['创作', '作者'],
  ['属于', '包含'],
  ['生活于', '时代人物'],
  ['收录', '收录于'],
  ['调寄', '词作'],
  ['提及', '被提及'],
];

/** The corpus' dynasty letters as the demo graph's dynasty nodes name them. */
export const DYNASTY_NODES: Record<string, { name: string; aliases: string[] }> = {
  唐: { name: '唐朝', aliases: ['唐代'] },
  宋: { name: '宋朝', aliases: ['宋代'] },
};

export interface NodeSpec {
  cls: PoetryClass;
  name: string;
  aliases: string[];
  properties: Record<string, string>;
  /** The wiki entry the entity stands for (poems, poets with a biography). */
  knowledgeId?: number;
}

/** [source node index, relation name, target node index]. */
export type EdgeSpec = [number, string, number];

export interface PoetryGraph {
  nodes: NodeSpec[];
  edges: EdgeSpec[];
}

/** Authors that name nobody: their poems get no 创作 edge (one node would tie thousands of unrelated poems together). */
const ANONYMOUS = new Set(['佚名', '无名氏', '不详', '失名', '无名']);

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '令狐',
  '长孙',
  '宇文',
  '独孤',
  '慕容',
  '尉迟',
  '公孙',
  '夏侯',
  '鲜于',
];

/** 字 and 号 as a biography's opening states them ("蘇軾，字子瞻，号东坡居士"); only the opening, where they are given. */
export function courtesyNames(name: string, bio: string): { zi?: string; hao?: string; aliases: string[] } {
  const head = bio.slice(0, 80);
  const zi = /字([\u4e00-\u9fff]{1,3})[，,。；;、（(\s]/.exec(head)?.[1];
  const haoMatch = /[号號]([\u4e00-\u9fff]{2,5})[，,。；;、（(\s]/.exec(head)?.[1];
  const hao = haoMatch && !/^[为為称稱曰]/.test(haoMatch) ? haoMatch : undefined;
  const norm = normalise(name);
  const surname = COMPOUND_SURNAMES.find((s) => norm.startsWith(s) && norm.length > s.length) ?? name.slice(0, 1);
  const aliases: string[] = [];
  // The bare 字 (子美, 太白) is an ordinary word too often; with the surname (杜子美) it names the poet.
  if (zi && name.length <= 4) aliases.push(`${name.slice(0, surname.length)}${zi}`);
  if (hao) aliases.push(hao);
  return { zi, hao, aliases: aliases.filter((a) => nameKey(a) !== nameKey(name)) };
}

/** The tune of a ci: its rhythmic field up to the subtitle mark (十二时・忆少年 → 十二时). */
export const tuneOf = (rhythmic: string): string => rhythmic.split(/[・·•]/)[0].trim();

/**
 * Node names of all poems of the corpus (not only those imported, so a later
 * run with a larger --limit gives every poem the same name again): the title
 * when no other poem has it, else the title with the poet, else also a number.
 */
export function poemNames(poems: Entry[]): string[] {
  const byTitle = new Map<string, number>();
  const byTitleAuthor = new Map<string, number>();
  const ta = (e: Entry) => `${nameKey(e.title)}|${nameKey(e.author ?? '')}`;
  for (const e of poems) {
    byTitle.set(nameKey(e.title), (byTitle.get(nameKey(e.title)) ?? 0) + 1);
    byTitleAuthor.set(ta(e), (byTitleAuthor.get(ta(e)) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  const used = new Set<string>();
  return poems.map((e) => {
    const author = e.author ?? '佚名';
    let name = e.title;
    if ((byTitle.get(nameKey(e.title)) ?? 0) > 1) {
      if ((byTitleAuthor.get(ta(e)) ?? 0) > 1) {
        const n = (seen.get(ta(e)) ?? 0) + 1;
        seen.set(ta(e), n);
        name = `${e.title}（${author}·其${n}）`;
      } else name = `${e.title}（${author}）`;
    }
    // A title that itself reads "X（Y）" could meet a made name: number it on.
    for (let i = 2; used.has(nameKey(name)); i++) name = `${e.title}（${author}·${i}）`;
    used.add(nameKey(name));
    return name;
  });
}

interface Poet {
  dynasty: string;
  name: string;
  bio?: Entry;
  knowledgeId?: number;
}

/**
 * The poetry graph of the imported entries: `knowledgeIds[c][i]` is the wiki
 * entry of the corpus' i-th entry of collection c (the import writes them in
 * corpus order, so the first n of a collection are the n imported). Poets
 * come from the biographies and from the poems' authors; the same name in
 * both dynasties is two poets, told apart by the dynasty in their names.
 */
export function buildPoetryGraph(corpus: Record<Collection, Entry[]>, knowledgeIds: Record<Collection, number[]>): PoetryGraph {
  const nodes: NodeSpec[] = [];
  const edges: EdgeSpec[] = [];
  const index = new Map<string, number>();
  const node = (spec: NodeSpec): number => {
    const key = `${spec.cls}|${spec.name}`;
    const at = index.get(key);
    if (at !== undefined) return at;
    nodes.push(spec);
    index.set(key, nodes.length - 1);
    return nodes.length - 1;
  };
  const dynastyNode = (d: string) => {
    const n = DYNASTY_NODES[d] ?? { name: d, aliases: [] };
    return node({ cls: '朝代', name: n.name, aliases: n.aliases, properties: {} });
  };
  const collectionNode = (name: string) => node({ cls: '诗集', name, aliases: [], properties: {} });

  // Poets: every biography and every named author, one per dynasty and normalised name.
  const poets = new Map<string, Poet>();
  const poetKey = (dynasty: string, name: string) => `${dynasty}|${nameKey(name)}`;
  corpus.诗人小传.forEach((e, i) => {
    const k = poetKey(e.dynasty, e.title);
    if (!poets.has(k)) poets.set(k, { dynasty: e.dynasty, name: e.title, bio: e, knowledgeId: knowledgeIds.诗人小传[i] });
  });
  const imported = (c: Collection) => corpus[c].slice(0, knowledgeIds[c].length);
  const poems = COLLECTIONS.filter((c) => c !== '诗人小传').flatMap((c) =>
    corpus[c].map((e, i) => ({ e, knowledgeId: knowledgeIds[c][i] as number | undefined })),
  );
  for (const { e } of poems) {
    if (!e.author || ANONYMOUS.has(nameKey(e.author))) continue;
    const k = poetKey(e.dynasty, e.author);
    if (!poets.has(k)) poets.set(k, { dynasty: e.dynasty, name: e.author });
  }
  const dynastiesOfName = new Map<string, Set<string>>();
  for (const p of poets.values()) {
    const k = nameKey(p.name);
    dynastiesOfName.set(k, (dynastiesOfName.get(k) ?? new Set()).add(p.dynasty));
  }
  const ambiguous = (name: string) => (dynastiesOfName.get(nameKey(name))?.size ?? 0) > 1;

  // Poet nodes are made for poets with an imported biography or an imported poem.
  const poetNode = new Map<string, number>();
  const wanted = new Set<string>();
  for (const e of imported('诗人小传')) wanted.add(poetKey(e.dynasty, e.title));
  for (const c of COLLECTIONS) {
    if (c === '诗人小传') continue;
    for (const e of imported(c)) if (e.author && !ANONYMOUS.has(nameKey(e.author))) wanted.add(poetKey(e.dynasty, e.author));
  }
  for (const k of wanted) {
    const p = poets.get(k) as Poet;
    const names = p.bio ? courtesyNames(p.name, p.bio.lines.join('\n')) : { aliases: [] };
    const properties: Record<string, string> = { 朝代: DYNASTY_NODES[p.dynasty]?.name ?? p.dynasty };
    if (names.zi) properties.字 = names.zi;
    if (names.hao) properties.号 = names.hao;
    const id = node({
      cls: '诗人',
      name: ambiguous(p.name) ? `${p.name}（${p.dynasty}）` : p.name,
      aliases: ambiguous(p.name) ? [p.name, ...names.aliases] : names.aliases,
      properties,
      knowledgeId: p.knowledgeId,
    });
    poetNode.set(k, id);
    edges.push([id, '生活于', dynastyNode(p.dynasty)]);
  }

  // Poems, named over the whole corpus.
  const names = poemNames(poems.map((p) => p.e));
  poems.forEach(({ e, knowledgeId }, i) => {
    if (knowledgeId === undefined) return;
    const properties: Record<string, string> = { 朝代: DYNASTY_NODES[e.dynasty]?.name ?? e.dynasty };
    if (e.author) properties.作者 = e.author;
    const id = node({ cls: '诗词', name: names[i], aliases: [], properties, knowledgeId });
    const poet = e.author ? poetNode.get(poetKey(e.dynasty, e.author)) : undefined;
    if (poet !== undefined) edges.push([poet, '创作', id]);
    edges.push([id, '属于', dynastyNode(e.dynasty)]);
    edges.push([collectionNode(e.collection), '收录', id]);
    for (const a of e.anthologies) edges.push([collectionNode(a), '收录', id]);
    if (e.collection === '全宋词' && e.rhythmic) {
      const tune = tuneOf(e.rhythmic);
      if (nameKey(tune).length >= 2) edges.push([id, '调寄', node({ cls: '词牌', name: tune, aliases: [], properties: {} })]);
    }
  });

  edges.push(...poetMentions(poets, poetNode));
  return { nodes, edges };
}

/**
 * 提及 edges: poets named (by name or alias) in an imported biography, found
 * with the mention dictionary (a trie: work per biography is its length, not
 * the number of poets). A name two poets share counts for the one of the
 * biography's dynasty, or for nobody when that does not tell them apart.
 */
function poetMentions(poets: Map<string, Poet>, poetNode: Map<string, number>): EdgeSpec[] {
  const dict = new MentionDictionary();
  const keys: string[] = [];
  const keyId = new Map<string, number>();
  const owners: string[][] = [];
  for (const [k, p] of poets) {
    const aliases = p.bio ? courtesyNames(p.name, p.bio.lines.join('\n')).aliases : [];
    for (const key of new Set([p.name, ...aliases].map(nameKey))) {
      let id = keyId.get(key);
      if (id === undefined) {
        id = keys.length;
        keys.push(key);
        keyId.set(key, id);
        owners.push([]);
        dict.add(key, id);
      }
      owners[id].push(k);
    }
  }
  const edges: EdgeSpec[] = [];
  for (const [k, p] of poets) {
    const from = poetNode.get(k);
    if (from === undefined || p.knowledgeId === undefined || !p.bio) continue;
    const targets = new Set<number>();
    for (const id of dict.match(nameKey(p.bio.lines.join('\n'))).keys()) {
      let who = owners[id];
      if (who.length > 1) who = who.filter((o) => poets.get(o)?.dynasty === p.dynasty);
      if (who.length !== 1 || who[0] === k) continue;
      const to = poetNode.get(who[0]);
      if (to !== undefined) targets.add(to);
    }
    for (const to of [...targets].sort((a, b) => a - b)) edges.push([from, '提及', to]);
  }
  return edges;
}
