import { entryOf } from './compose-util';
import type { Block, Entry, QA, Region, Table, TopicMeta } from './types';

/** A standalone FAQ, grouped into sections. */
export interface FaqTopic extends TopicMeta {
  intro: string;
  sections: { name: string; qa: QA[] }[];
  contact: string;
}

/** A case study (案例经验): background, actions, measured results, lessons. */
export interface CaseTopic extends TopicMeta {
  region: Region;
  summary: string;
  background: string;
  challenges: string[];
  actions: string[];
  results: Table;
  lessons: string[];
  quote?: string;
}

/** A course (培训资料): outline, key points and an optional quiz. */
export interface TrainingTopic extends TopicMeta {
  short: string;
  audience: string;
  objectives: string[];
  modules: [module: string, content: string, hours: string, form: string][];
  points: { title: string; text: string; list?: string[] }[];
  assessment: string;
  quiz?: { q: string; options: string[]; answer: number; why: string }[];
}

/** Free-form guidance (onboarding and the like): sections of paragraphs, lists and tables. */
export interface ArticleTopic extends TopicMeta {
  kind: Entry['kind'];
  summary: string;
  intro: string;
  sections: { h: string; p?: string; list?: string[]; ordered?: boolean; table?: Table; quote?: string }[];
}

export function composeFaq(f: FaqTopic): Entry[] {
  const blocks: Block[] = [{ t: 'p', text: f.intro }];
  for (const s of f.sections) {
    blocks.push({ t: 'h2', text: s.name });
    for (const [q, a] of s.qa) blocks.push({ t: 'h3', text: `Q：${q}` }, { t: 'p', text: `A：${a}` });
  }
  blocks.push({ t: 'quote', text: `没有找到答案？请联系${f.contact}。` });
  const count = f.sections.reduce((n, s) => n + s.qa.length, 0);
  return [
    entryOf(
      { ...f, kind: '常见问题', formal: false },
      {
        key: f.key,
        title: f.title,
        summary: `${f.intro.split('。')[0]}。共收录${count}个问题，涵盖${f.sections.map((s) => s.name).join('、')}。`,
        blocks,
      },
    ),
  ];
}

export function composeCase(c: CaseTopic): Entry[] {
  const blocks: Block[] = [
    { t: 'h2', text: '一、背景' },
    { t: 'p', text: c.background },
    { t: 'h2', text: '二、面临的挑战' },
    { t: 'ul', items: c.challenges },
    { t: 'h2', text: '三、解决方案与实施过程' },
    { t: 'ol', items: c.actions },
    { t: 'h2', text: '四、实施效果' },
    { t: 'table', head: c.results.head, rows: c.results.rows },
    { t: 'h2', text: '五、经验总结' },
    { t: 'ol', items: c.lessons },
  ];
  if (c.quote) blocks.push({ t: 'quote', text: c.quote });
  return [
    entryOf(
      { ...c, kind: '案例经验', formal: false },
      { key: c.key, title: c.title, summary: c.summary, blocks, region: c.region },
    ),
  ];
}

const LETTERS = 'ABCD';

export function composeTraining(t: TrainingTopic): Entry[] {
  const base = { ...t, kind: '培训资料' as const, formal: true };
  const blocks: Block[] = [
    { t: 'p', text: `适用对象：${t.audience}。` },
    { t: 'h2', text: '一、课程目标' },
    { t: 'ul', items: t.objectives },
    { t: 'h2', text: '二、课程安排' },
    { t: 'table', head: ['模块', '主要内容', '课时', '形式'], rows: t.modules.map((m) => [...m]) },
    { t: 'h2', text: '三、重点内容' },
  ];
  for (const p of t.points) {
    blocks.push({ t: 'h3', text: p.title }, { t: 'p', text: p.text });
    if (p.list) blocks.push({ t: 'ul', items: p.list });
  }
  blocks.push({ t: 'h2', text: '四、考核方式' }, { t: 'p', text: t.assessment });
  const hours = t.modules.reduce((n, m) => n + Number.parseFloat(m[2]), 0);
  const out = [
    entryOf(base, {
      key: t.key,
      title: t.title,
      summary: `面向${t.audience}的${t.short}课程，共${t.modules.length}个模块${hours}课时，附重点内容和考核方式。`,
      blocks,
    }),
  ];
  if (t.quiz?.length) {
    const quiz: Block[] = [
      { t: 'p', text: `本测验配合《${t.title}》使用，共${t.quiz.length}题，每题只有一个正确答案。` },
      { t: 'h2', text: '单项选择题' },
      {
        t: 'ol',
        items: t.quiz.map((q) => `${q.q}（${q.options.map((o, i) => `${LETTERS[i]}. ${o}`).join('；')}）`),
      },
      { t: 'h2', text: '参考答案与解析' },
      { t: 'table', head: ['题号', '答案', '解析'], rows: t.quiz.map((q, i) => [String(i + 1), LETTERS[q.answer], q.why]) },
    ];
    out.push(
      entryOf(
        { ...base, formal: false },
        {
          key: `${t.key}:quiz`,
          title: `${t.short}课后测验`,
          summary: `${t.quiz.length}道单项选择题及解析，用于检验《${t.title}》的学习效果。`,
          blocks: quiz,
        },
      ),
    );
  }
  return out;
}

export function composeArticle(a: ArticleTopic): Entry[] {
  const blocks: Block[] = [{ t: 'p', text: a.intro }];
  for (const s of a.sections) {
    blocks.push({ t: 'h2', text: s.h });
    if (s.p) blocks.push({ t: 'p', text: s.p });
    if (s.list) blocks.push({ t: s.ordered ? 'ol' : 'ul', items: s.list });
    if (s.table) blocks.push({ t: 'table', head: s.table.head, rows: s.table.rows });
    if (s.quote) blocks.push({ t: 'quote', text: s.quote });
  }
  return [entryOf({ ...a, formal: false }, { key: a.key, title: a.title, summary: a.summary, blocks })];
}
