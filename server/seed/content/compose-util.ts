import { hashString } from './prng';
import { type Area, type AuthorKey, type Block, type Entry, GROUP_REGION, type Kind, type Region, type TopicMeta } from './types';

const DIGITS = '零一二三四五六七八九';

/** 1 → 一, 12 → 十二, 40 → 四十 (article and chapter numbers stay below 100). */
export function cnNumber(n: number): string {
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** 2025-03-01 → 2025年3月1日 */
export function dateCn(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** Share of entries zhangsan (a platform engineer) writes in each area; admin writes the rest. */
const ZHANGSAN_SHARE: Record<Area, number> = { 研发管理: 85, 安全生产: 50, 财务管理: 15, 人力资源: 15, 市场营销: 20 };

/**
 * Authors: zhangsan and admin write most entries (the accounts a demo signs in
 * with), each mostly in their own field: rules of the business departments
 * come from the administrator. A topic may name another author for old content.
 */
function authorFor(meta: TopicMeta, kind: Kind, key: string): AuthorKey {
  if (meta.author) return meta.author;
  if (kind === '制度规范' && meta.area !== '研发管理' && meta.area !== '安全生产') return 'admin';
  return hashString(key) % 100 < ZHANGSAN_SHARE[meta.area] ? 'zhangsan' : 'admin';
}

type EntryBase = TopicMeta & { kind: Kind; formal: boolean };

/** An entry from a topic's metadata plus what the composer wrote. */
export function entryOf(
  base: EntryBase,
  e: {
    key: string;
    title: string;
    summary: string;
    blocks: Block[];
    region?: Region;
    scope?: Entry['scope'];
    effective?: string;
    qa?: Entry['qa'];
    window?: Entry['window'];
  },
): Entry {
  return {
    key: e.key,
    title: e.title,
    summary: e.summary,
    blocks: e.blocks,
    kind: base.kind,
    area: base.area,
    roles: [...new Set(base.roles)],
    region: e.region ?? GROUP_REGION[base.group],
    year: base.year,
    source: base.source ?? '内部原创',
    group: base.group,
    author: authorFor(base, base.kind, e.key),
    scope: e.scope ?? (base.group === 'east' || base.group === 'eastSales' ? '分公司' : '全公司'),
    formal: base.formal,
    effective: e.effective,
    qa: e.qa,
    window: e.window ?? { from: base.since, to: base.until },
  };
}

/** YYYY-MM-DD shifted by whole days. */
export function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
