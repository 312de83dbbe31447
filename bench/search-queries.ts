import { DOMAIN_IDS } from '@contract/platform/domains';
/**
 * The fixed query set of `npm run bench:search`: short words, whole lines,
 * names, traditional characters, phrases and exclusions, filters, sorts and
 * paging, suggestions (Chinese, full pinyin, initials) and the group counts,
 * over the poetry corpus and the demo content. Single characters are kept
 * apart: each matches up to a third of the poems, so the bench reports them
 * as their own group.
 */
export type BenchCall = { group: string } & (
  | { kind: 'smart'; body: Record<string, unknown> }
  | { kind: 'suggest'; body: { keyword: string } }
  | { kind: 'labelGroup' | 'yearGroup' | 'keywordGroup'; body: Record<string, unknown> }
);

/** Label ids are looked up by name at start (朝代 唐/宋, 诗集 全宋词). */
export interface BenchLabels {
  tang: number;
  song: number;
  ci: number;
}

const smart = (group: string, keyword: string, extra: Record<string, unknown> = {}): BenchCall => ({
  group,
  kind: 'smart',
  body: { keyword, page: 1, size: 10, ...extra },
});

export function benchQueries(labels: BenchLabels, year: number): BenchCall[] {
  return [
    // Single characters: the heaviest searches (tens of thousands of matches to count and facet).
    ...['月', '山 -水'].map((k) => smart('单字', k)),
    smart('单字', '花', { years: [year] }),
    // Short words.
    ...['春风', '明月', '江南', '故乡', '长安', '秋雨', '黄河', '西湖', '离别', '梅花', '相思', '饮酒', '春雨', '白云'].map((k) =>
      smart('词语', k),
    ),
    // Whole lines (one or two clauses), simplified over traditional text.
    ...[
      '床前明月光',
      '春眠不觉晓',
      '大江东去',
      '明月几时有 把酒问青天',
      '白日依山尽',
      '海内存知己 天涯若比邻',
      '两岸猿声啼不住',
      '但愿人长久',
      '落霞与孤鹜齐飞',
      '国破山河在',
      '会当凌绝顶',
      '春风又绿江南岸',
      '衣带渐宽终不悔',
      '寻寻觅觅 冷冷清清',
    ].map((k) => smart('诗句', k)),
    // Names, also in traditional characters.
    ...['李白', '杜甫', '苏轼', '白居易', '王维', '李清照', '辛弃疾', '陆游', '孟浩然', '王安石', '長安', '蘇軾', '憶江南'].map(
      (k) => smart('人名', k),
    ),
    // Phrases, exclusions, filters, sorts, paging.
    smart('筛选', '"明月" -李白'),
    smart('筛选', '"春风" 江南'),
    smart('筛选', '明月', { labelIds: [labels.song] }),
    smart('筛选', '春风', { labelIds: [labels.tang], sort: 'newest' }),
    smart('筛选', '明月', { sort: 'views' }),
    smart('筛选', '秋风', { page: 3 }),
    smart('筛选', '李白', { domainIds: [DOMAIN_IDS.wiki] }),
    smart('筛选', '浣溪沙', { labelIds: [labels.ci] }),
    smart('筛选', '', { labelIds: [labels.ci] }),
    // The demo content.
    ...['报销', '信息安全', '差旅 标准'].map((k) => smart('演示', k)),
    // Suggestions: Chinese, full pinyin, initials.
    ...['静夜', '水调', 'libai', 'lb', 'sushi', 'jingyesi', 'jys', 'chunjiang', 'zhidu', 'zd'].map(
      (keyword): BenchCall => ({ group: '建议', kind: 'suggest', body: { keyword } }),
    ),
    // Group counts.
    { group: '分组', kind: 'labelGroup', body: { keyword: '明月' } },
    { group: '分组', kind: 'yearGroup', body: { keyword: '春风' } },
    { group: '分组', kind: 'keywordGroup', body: { keyword: '春风 明月' } },
  ];
}
