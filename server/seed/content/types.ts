/**
 * Shapes of the demo content: topic definitions (hand-written, per kind), the
 * entries composed from them, and the rich-text blocks their bodies are built
 * from. Everything here is plain data so the composition is deterministic.
 */
export type Area = '研发管理' | '市场营销' | '人力资源' | '财务管理' | '安全生产';
export type Kind = '制度规范' | '操作手册' | '案例经验' | '培训资料' | '常见问题';
export type Role = '研发工程师' | '产品经理' | '销售' | '管理人员' | '全体员工';
export type Region = '北京' | '上海' | '杭州' | '广州' | '成都';
export type Year = '2024' | '2025' | '2026';
export type Source = '内部原创' | '外部引进' | '行业标准';
/** Keys of server/seed/demo.ts DEMO_GROUPS (the root is never an owner). */
export type GroupKey = 'hq' | 'rd' | 'platform' | 'data' | 'market' | 'hr' | 'east' | 'eastSales';
export type AuthorKey = 'admin' | 'zhangsan' | 'lisi' | 'wangwu';

export type QA = readonly [question: string, answer: string];
export interface Table {
  head: string[];
  rows: string[][];
}

/**
 * One block of a body. Inline text may use **bold**, `code` and [label](url).
 * `older` is how the block read before the newest revision (history builder).
 */
export type Block = (
  | { t: 'h2' | 'h3' | 'p' | 'quote' | 'pre'; text: string }
  | { t: 'ul' | 'ol'; items: string[] }
  | { t: 'table'; head: string[]; rows: string[][] }
) & { older?: string };

/** What every topic says about where it belongs. */
export interface TopicMeta {
  key: string;
  title: string;
  area: Area;
  roles: Role[];
  group: GroupKey;
  year: Year;
  source?: Source;
  author?: AuthorKey;
  /** YYYY-MM-DD: the entry describes events up to this day, so it cannot have been written earlier. */
  since?: string;
  /** YYYY-MM-DD: the entry was needed by this day (a schedule before its first session). */
  until?: string;
}

/** A composed entry, before the lifecycle gives it versions and dates. */
export interface Entry {
  key: string;
  title: string;
  summary: string;
  blocks: Block[];
  kind: Kind;
  area: Area;
  roles: Role[];
  region: Region;
  year: Year;
  source: Source;
  group: GroupKey;
  author: AuthorKey;
  /** Custom field values for the wiki domain (适用范围, 生效日期 is computed, 版本号 base). */
  scope: '全公司' | '总部' | '分公司';
  /** Whether 生效日期 and 版本号 make sense (rules and manuals, not FAQs). */
  formal: boolean;
  /** 生效日期 when the text names one (YYYY-MM-DD); otherwise the publication day. */
  effective?: string;
  /** Questions readers plausibly ask under the entry, with the author's answer. */
  qa?: QA[];
  /** When the first version may have been written (YYYY-MM-DD bounds); default: within its year. */
  window: { from?: string; to?: string };
}

/** The region a group's offices are in. */
export const GROUP_REGION: Record<GroupKey, Region> = {
  hq: '北京',
  market: '北京',
  hr: '北京',
  rd: '杭州',
  platform: '杭州',
  data: '杭州',
  east: '上海',
  eastSales: '上海',
};
