import { cnNumber, dateCn, entryOf, shiftDay } from './compose-util';
import type { Block, Entry, GroupKey, QA, Region, Table, TopicMeta, Year } from './types';

/** A rule set (制度规范): chapters of numbered articles, duties, FAQ, regional rules. */
export interface PolicyTopic extends TopicMeta {
  /** Short subject used in derived titles, e.g. 差旅报销. */
  short: string;
  /** Completes "为……，制定本办法". */
  purpose: string;
  basis: string;
  scope: string;
  terms?: [term: string, meaning: string][];
  chapters: { name: string; articles: string[]; table?: Table & { title: string } }[];
  duties: [who: string, duty: string][];
  /** The department that interprets the rules. */
  owner: string;
  /** YYYY-MM-DD, also the 生效日期 field. */
  effective: string;
  /** Why the rules were written or revised, for the 要点解读 entry. */
  background?: string;
  faq?: QA[];
  contact: string;
  regional?: { subject: string; head: string[]; variants: RegionalRules[] };
}

export interface RegionalRules {
  region: Region;
  org: string;
  group: GroupKey;
  year?: Year;
  rows: string[][];
  extra: string[];
  contact: string;
}

const article = (n: number, text: string): Block => ({ t: 'p', text: `**第${cnNumber(n)}条** ${text}` });

function mainBody(p: PolicyTopic): Block[] {
  const blocks: Block[] = [{ t: 'h2', text: '第一章 总则' }];
  let n = 0;
  blocks.push(article(++n, `为${p.purpose}，根据${p.basis}，结合集团实际，制定本办法。`));
  blocks.push(article(++n, `本办法适用于${p.scope}。`));
  if (p.terms?.length) {
    blocks.push(article(++n, '本办法所称下列用语的含义：'));
    blocks.push({ t: 'ul', items: p.terms.map(([term, meaning]) => `**${term}**：${meaning}`) });
  }
  p.chapters.forEach((ch, i) => {
    blocks.push({ t: 'h2', text: `第${cnNumber(i + 2)}章 ${ch.name}` });
    for (const a of ch.articles) blocks.push(article(++n, a));
    if (ch.table) {
      blocks.push({ t: 'h3', text: ch.table.title });
      blocks.push({ t: 'table', head: ch.table.head, rows: ch.table.rows });
    }
  });
  blocks.push({ t: 'h2', text: `第${cnNumber(p.chapters.length + 2)}章 职责分工` });
  blocks.push(article(++n, '各相关部门和岗位按下表履行职责：'));
  blocks.push({ t: 'table', head: ['部门/岗位', '主要职责'], rows: p.duties.map(([w, d]) => [w, d]) });
  blocks.push({ t: 'h2', text: `第${cnNumber(p.chapters.length + 3)}章 附则` });
  blocks.push(article(++n, `本办法由${p.owner}负责解释，执行中遇到的问题请联系${p.contact}。`));
  blocks.push({
    ...article(++n, `本办法自${dateCn(p.effective)}起施行，此前发布的相关规定与本办法不一致的，以本办法为准。`),
    older: `**第${cnNumber(n)}条** 本办法自发布之日起试行，试行期三个月，试行期间各部门可向${p.owner}反馈修改意见。`,
  });
  return blocks;
}

function faqBody(p: PolicyTopic, faq: QA[]): Block[] {
  const blocks: Block[] = [{ t: 'p', text: `以下问题整理自各部门执行《${p.title}》过程中的咨询，答复口径已由${p.owner}确认。` }];
  faq.forEach(([q, a], i) => {
    blocks.push({ t: 'h3', text: `问${i + 1}：${q}` });
    blocks.push({ t: 'p', text: `答：${a}` });
  });
  blocks.push({ t: 'quote', text: `本文未覆盖的问题，请联系${p.contact}，或在本词条下留言。` });
  return blocks;
}

/** Articles that carry a number are the ones people ask about: they make the key points. */
function keyPoints(p: PolicyTopic): string[] {
  return p.chapters
    .flatMap((c) => c.articles)
    .filter((a) => /\d/.test(a))
    .slice(0, 6);
}

/** For each chapter, the first rule the key points did not already quote. */
function otherRules(p: PolicyTopic): string[] {
  const quoted = new Set(keyPoints(p));
  return p.chapters.flatMap((c) => {
    const rest = c.articles.find((a) => !quoted.has(a));
    return rest ? [`${c.name}：${rest}`] : [];
  });
}

function briefingBody(p: PolicyTopic, background: string): Block[] {
  return [
    { t: 'h2', text: '一、出台背景' },
    { t: 'p', text: background },
    { t: 'h2', text: '二、核心要点' },
    { t: 'ol', items: keyPoints(p) },
    { t: 'h2', text: '三、各章还规定了什么' },
    { t: 'ul', items: otherRules(p) },
    { t: 'h2', text: '四、各岗位怎么做' },
    { t: 'table', head: ['岗位', '需要做什么'], rows: p.duties.slice(0, 4).map(([w, d]) => [w, d]) },
    { t: 'quote', text: `完整条款以《${p.title}》正文为准，本解读仅帮助理解，自${dateCn(p.effective)}起执行。` },
  ];
}

function regionalBody(p: PolicyTopic, r: RegionalRules): Block[] {
  const reg = p.regional!;
  return [
    { t: 'p', text: `根据集团《${p.title}》的授权，结合${r.region}地区实际情况，${r.org}制定本实施细则。` },
    { t: 'h2', text: '一、适用范围' },
    { t: 'p', text: `本细则适用于${r.org}及在${r.region}办公的全体员工；细则未规定的事项，按集团《${p.title}》执行。` },
    { t: 'h2', text: `二、${reg.subject}` },
    { t: 'table', head: reg.head, rows: r.rows },
    { t: 'h2', text: '三、补充规定' },
    { t: 'ol', items: r.extra },
    { t: 'h2', text: '四、咨询与监督' },
    { t: 'p', text: `执行中的问题请联系${r.contact}。${r.org}综合管理部每季度抽查一次执行情况，结果报集团${p.owner}备案。` },
  ];
}

export function composePolicy(p: PolicyTopic): Entry[] {
  // Explanations, FAQs and local rules follow the rules themselves.
  const base = { ...p, kind: '制度规范' as const, formal: true, since: p.effective };
  const chapterNames = p.chapters.map((c) => c.name).join('、');
  const out: Entry[] = [
    entryOf(base, {
      key: p.key,
      title: p.title,
      summary: `为${p.purpose}，本办法明确了${chapterNames}等方面的要求。`,
      blocks: mainBody(p),
      effective: p.effective,
      qa: p.faq ? [...p.faq] : undefined,
      // Rules are published a few weeks before they take effect.
      window: { from: shiftDay(p.effective, -40), to: shiftDay(p.effective, -7) },
    }),
  ];
  if (p.faq && p.faq.length >= 4) {
    out.push(
      entryOf(
        { ...base, kind: '常见问题', formal: false },
        {
          key: `${p.key}:faq`,
          title: `${p.short}常见问题解答`,
          summary: `汇总执行《${p.title}》时最常被问到的${p.faq.length}个问题及标准答复。`,
          blocks: faqBody(p, [...p.faq]),
        },
      ),
    );
  }
  if (p.background) {
    out.push(
      entryOf(
        { ...base, kind: '培训资料', roles: [...p.roles, '全体员工'] },
        {
          key: `${p.key}:brief`,
          title: `《${p.title}》要点解读`,
          summary: `用一页纸讲清《${p.title}》的出台背景、核心要点和各岗位的执行要求。`,
          blocks: briefingBody(p, p.background),
        },
      ),
    );
  }
  for (const r of p.regional?.variants ?? []) {
    out.push(
      entryOf(
        { ...base, group: r.group, year: r.year ?? p.year },
        {
          key: `${p.key}:${r.region}`,
          title: `${r.org}${p.short}实施细则`,
          summary: `${r.org}结合${r.region}地区实际，对集团《${p.title}》中的${p.regional!.subject}作出的具体规定。`,
          blocks: regionalBody(p, r),
          region: r.region,
          scope: '分公司',
        },
      ),
    );
  }
  return out;
}
