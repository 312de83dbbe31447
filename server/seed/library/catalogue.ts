import { LABEL_TREE } from '../base';
import type { GroupKey } from '../content/types';
import type { DocSpec } from '../files/doc-spec';
import { renderDocx } from '../files/docx-writer';
import { renderPdf } from '../files/pdf-writer';
import { renderMarkdown, renderText } from '../files/text-writer';
import { renderXlsx, type WorkbookSpec } from '../files/xlsx-writer';
import { handbookSpec } from './docs-manual';
import { evacuationPlan, salesChart } from './images';
import { workbookSpec } from './specs';

export type SeedAuthor = 'admin' | 'zhangsan' | 'lisi';
export type DocState = 'published' | 'pending' | 'draft';

/** One document of the demo library: its file, where it belongs and how far it got through approval. */
export interface SeedDocument {
  /** The original file name; the title is taken from it as on upload. */
  fileName: string;
  author: SeedAuthor;
  group: GroupKey;
  /** [category, label] pairs of the seeded label tree. */
  labels: [string, string][];
  state: DocState;
  secrecy: '公开' | '内部';
  docNo?: string;
  issuer?: string;
  question?: string;
  chronicle?: { region: string; year: number };
  /** Days before the moment of seeding that the file was uploaded. */
  daysAgo: number;
  build: () => Promise<Uint8Array> | Uint8Array;
}

/** Labels by name: names are unique across the categories of the seeded tree. */
export function tags(...names: string[]): [string, string][] {
  return names.map((name) => {
    const category = Object.entries(LABEL_TREE).find(([, children]) => children.includes(name))?.[0];
    if (!category) throw new Error(`demo library: no label ${name}`);
    return [category, name];
  });
}

export const pdf = (spec: DocSpec | (() => DocSpec)) => () => renderPdf(typeof spec === 'function' ? spec() : spec);
export const docx = (spec: DocSpec) => () => renderDocx(spec);
export const xlsx = (spec: WorkbookSpec) => () => renderXlsx(spec);
export const md = (spec: DocSpec) => () => renderMarkdown(spec);
export const txt = (spec: DocSpec) => () => renderText(spec);

/** The handbook: the multi-page PDF shown in the flipbook. */
export const HANDBOOK: SeedDocument = {
  fileName: '智联科技集团员工手册（2026年版）.pdf',
  author: 'admin',
  group: 'hr',
  labels: tags('人力资源', '制度规范', '全体员工', '北京', '2026', '内部原创'),
  state: 'published',
  secrecy: '内部',
  docNo: '智联人〔2025〕48号',
  issuer: '人力资源部',
  daysAgo: 120,
  build: pdf(handbookSpec),
};

/** Spreadsheets and images, which are not text documents. */
export const SHEETS_AND_IMAGES: SeedDocument[] = [
  {
    fileName: '2026年度培训计划表.xlsx',
    author: 'lisi',
    group: 'hr',
    labels: tags('人力资源', '培训资料', '管理人员', '2026'),
    state: 'published',
    secrecy: '内部',
    daysAgo: 95,
    build: xlsx(workbookSpec('training-table')),
  },
  {
    fileName: '差旅住宿与交通费用标准.xlsx',
    author: 'admin',
    group: 'hq',
    labels: tags('财务管理', '制度规范', '全体员工', '2025'),
    state: 'published',
    secrecy: '公开',
    question: '出差住宿费的报销标准是多少？',
    daysAgo: 140,
    build: xlsx(workbookSpec('travel-standards')),
  },
  {
    fileName: '知识中心功能清单与版本规划.xlsx',
    author: 'zhangsan',
    group: 'platform',
    labels: tags('研发管理', '产品经理', '研发工程师', '杭州', '2026'),
    state: 'published',
    secrecy: '内部',
    daysAgo: 60,
    build: xlsx(workbookSpec('feature-plan')),
  },
  {
    fileName: '办公用品领用登记表（2026年3月）.xlsx',
    author: 'lisi',
    group: 'hq',
    labels: tags('财务管理', '全体员工', '2026'),
    state: 'pending',
    secrecy: '内部',
    daysAgo: 3,
    build: xlsx(workbookSpec('supplies-register')),
  },
  {
    fileName: '2025年华东区域销售业绩统计.xlsx',
    author: 'lisi',
    group: 'eastSales',
    labels: tags('市场营销', '销售', '上海', '2025'),
    state: 'draft',
    secrecy: '内部',
    daysAgo: 2,
    build: xlsx(workbookSpec('east-sales')),
  },
  {
    fileName: '江川市志·统计附表（1990—2020）.xlsx',
    author: 'lisi',
    group: 'market',
    labels: tags('外部引进'),
    state: 'published',
    secrecy: '公开',
    chronicle: { region: '江川市', year: 2021 },
    daysAgo: 30,
    build: xlsx(workbookSpec('chronicle-stats')),
  },
  {
    fileName: '2025年华东区域各季度新签合同额.png',
    author: 'lisi',
    group: 'eastSales',
    labels: tags('市场营销', '销售', '上海', '2025'),
    state: 'published',
    secrecy: '内部',
    daysAgo: 70,
    build: salesChart,
  },
  {
    fileName: '集团总部三层消防疏散示意图.png',
    author: 'admin',
    group: 'hq',
    labels: tags('安全生产', '全体员工', '北京'),
    state: 'published',
    secrecy: '公开',
    daysAgo: 150,
    build: evacuationPlan,
  },
];
