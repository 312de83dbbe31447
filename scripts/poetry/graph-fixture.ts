import type { Collection, Entry } from './corpus';

const poem = (
  collection: Collection,
  dynasty: '唐' | '宋',
  title: string,
  author: string,
  extra: Partial<Entry> = {},
): Entry => ({
  collection,
  dynasty,
  title,
  summary: `〔${dynasty}〕${author}`,
  lines: ['一句。'],
  anthologies: [],
  author,
  ...extra,
});
const poet = (dynasty: '唐' | '宋', name: string, bio: string): Entry => ({
  collection: '诗人小传',
  dynasty,
  title: name,
  summary: `${dynasty}代诗人`,
  lines: bio.split('\n'),
  anthologies: [],
});

/** A small corpus in the shape readCorpus gives, with the cases the graph must handle. */
export function corpus(): Record<Collection, Entry[]> {
  return {
    诗人小传: [
      poet('唐', '李白', '李白，字太白，号青莲居士，蜀人。'),
      poet('唐', '杜甫', '杜甫，字子美。与李白友善，又称李太白之诗。'),
      poet('宋', '蘇軾', '蘇軾，字子瞻，號東坡居士。慕李白、杜甫。'),
      poet('宋', '王建', '王建，宋人。'),
    ],
    全唐诗: [
      poem('全唐诗', '唐', '靜夜思', '李白', { anthologies: ['唐诗三百首'] }),
      poem('全唐诗', '唐', '春望', '杜甫'),
      poem('全唐诗', '唐', '春望', '王建'),
      poem('全唐诗', '唐', '無題', '佚名'),
    ],
    全宋词: [
      poem('全宋词', '宋', '水调歌头・明月几时有', '苏轼', { rhythmic: '水调歌头・明月几时有', anthologies: ['宋词三百首'] }),
      poem('全宋词', '宋', '西江月', '苏轼', { rhythmic: '西江月' }),
      poem('全宋词', '宋', '西江月', '苏轼', { rhythmic: '西江月' }),
    ],
    全宋诗: [poem('全宋诗', '宋', '題西林壁', '蘇軾')],
  };
}

/** Knowledge ids for the first n entries of each collection (the imported ones). */
export function ids(c: Record<Collection, Entry[]>, limit = Number.POSITIVE_INFINITY): Record<Collection, number[]> {
  let next = 100;
  const out = {} as Record<Collection, number[]>;
  for (const k of Object.keys(c) as Collection[]) out[k] = c[k].slice(0, limit).map(() => next++);
  return out;
}
