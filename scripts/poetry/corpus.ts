import fs from 'node:fs';
import path from 'node:path';
import { normalise } from '../../server/search/normalise';

/** The collections an entry belongs to; each is a label under 诗集, and the unit of resuming an import. */
export const COLLECTIONS = ['诗人小传', '全唐诗', '全宋词', '全宋诗'] as const;
export type Collection = (typeof COLLECTIONS)[number];
/** Anthologies marked by the corpus' tags; extra labels under 诗集. */
export const ANTHOLOGIES = ['唐诗三百首', '宋词三百首'] as const;
export const DYNASTIES = ['唐', '宋'] as const;

export interface Entry {
  collection: Collection;
  dynasty: (typeof DYNASTIES)[number];
  title: string;
  summary: string;
  /** Lines of the poem, or paragraphs of a biography, as in the corpus (original characters). */
  lines: string[];
  anthologies: string[];
  /** Poems: the poet as the corpus names them (佚名 when it names none). */
  author?: string;
  /** Ci: the tune as the corpus gives it (声声慢, 十二时・忆少年). */
  rhythmic?: string;
}

interface PoemJson {
  author?: string;
  title?: string;
  rhythmic?: string;
  paragraphs?: string[];
  tags?: string[];
}
interface PoetJson {
  name?: string;
  desc?: string;
  description?: string;
}

const TITLE_MAX = 100;
const clean = (s: unknown) => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim() : '');

function readJson<T>(file: string): T[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Files of a numbered series (poet.tang.0.json, poet.tang.1000.json, …) in numeric order. */
function series(dir: string, prefix: string): string[] {
  const re = new RegExp(`^${prefix.replaceAll('.', '\\.')}\\.(\\d+)\\.json$`);
  return fs
    .readdirSync(dir)
    .map((f) => ({ f, m: re.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => Number(a.m[1]) - Number(b.m[1]))
    .map((x) => path.join(dir, x.f));
}

function poems(files: string[], collection: Collection, dynasty: Entry['dynasty']): Entry[] {
  const out: Entry[] = [];
  for (const file of files) {
    for (const p of readJson<PoemJson>(file)) {
      const lines = (p.paragraphs ?? []).map(clean).filter(Boolean);
      if (lines.length === 0) continue;
      const author = clean(p.author) || '佚名';
      out.push({
        collection,
        dynasty,
        title: (clean(p.title) || clean(p.rhythmic) || '无题').slice(0, TITLE_MAX),
        summary: `〔${dynasty}〕${author}`,
        lines,
        anthologies: ANTHOLOGIES.filter((a) => p.tags?.includes(a)),
        author,
        ...(clean(p.rhythmic) ? { rhythmic: clean(p.rhythmic) } : {}),
      });
    }
  }
  return out;
}

function poets(file: string, dynasty: Entry['dynasty'], skip: Set<string> = new Set()): Entry[] {
  const out: Entry[] = [];
  for (const p of readJson<PoetJson>(file)) {
    const name = clean(p.name);
    const bio = (p.desc ?? p.description ?? '').trim();
    if (!name || !bio || skip.has(normalise(name))) continue;
    out.push({
      collection: '诗人小传',
      dynasty,
      title: name.slice(0, TITLE_MAX),
      summary: `${dynasty}代诗人`,
      lines: bio.split(/\n+/).map(clean).filter(Boolean),
      anthologies: [],
    });
  }
  return out;
}

/**
 * Every entry of the corpus in a fixed order (poets, Tang poems, ci, Song
 * poems), so a later run can resume after the entries an earlier one wrote.
 * A ci poet who is also in the Song poets' list (苏轼 there as 蘇軾) is taken
 * once, from there.
 */
export function readCorpus(root: string): Record<Collection, Entry[]> {
  const qts = path.join(root, 'quantangshi');
  const ci = path.join(root, 'songci');
  const songPoets = poets(path.join(qts, 'authors.song.json'), '宋');
  return {
    诗人小传: [
      ...poets(path.join(qts, 'authors.tang.json'), '唐'),
      ...songPoets,
      ...poets(path.join(ci, 'author.song.json'), '宋', new Set(songPoets.map((p) => normalise(p.title)))),
    ],
    全唐诗: poems(series(qts, 'poet.tang'), '全唐诗', '唐'),
    全宋词: poems(series(ci, 'ci.song'), '全宋词', '宋'),
    全宋诗: poems(series(qts, 'poet.song'), '全宋诗', '宋'),
  };
}
