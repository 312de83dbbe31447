import type { RelevanceCase } from './search-relevance-cases';

/** One result as the check needs it. */
export interface RankedHit {
  title: string;
  summary: string;
}

export interface CaseResult {
  case: RelevanceCase;
  /** 1-based rank of the expected result, or null when it is not in the first three. */
  rank: number | null;
  top: string[];
}

const matches = (c: RelevanceCase, h: RankedHit) =>
  h.title === c.title && (c.author === undefined || h.summary.includes(c.author));

/** Runs the cases through `search` (the first results of a keyword) and reports where the expected result came. */
export async function runRelevance(
  cases: RelevanceCase[],
  search: (keyword: string) => Promise<RankedHit[]>,
): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const c of cases) {
    const hits = (await search(c.query)).slice(0, 3);
    const i = hits.findIndex((h) => matches(c, h));
    out.push({ case: c, rank: i < 0 ? null : i + 1, top: hits.map((h) => `${h.title}（${h.summary}）`) });
  }
  return out;
}

/** "通过 48/50（96%）" and one line per failed case. */
export function describeRelevance(results: CaseResult[]): string {
  const passed = results.filter((r) => r.rank !== null).length;
  const lines = [
    `相关性：前三名命中 ${passed}/${results.length}（${Math.round((passed / Math.max(1, results.length)) * 100)}%）`,
  ];
  for (const r of results.filter((x) => x.rank === null)) {
    lines.push(`  未命中「${r.case.query}」→ 期望《${r.case.title}》${r.case.author ?? ''}；前三：${r.top.join('、') || '无'}`);
  }
  return lines.join('\n');
}
