import { entryOf } from './compose-util';
import type { Block, Entry, QA, TopicMeta } from './types';

/** A cross-department process (流程): steps with owners and time limits. */
export interface ProcessTopic extends TopicMeta {
  short: string;
  purpose: string;
  scope: string;
  trigger: string;
  steps: { name: string; owner: string; sla: string; action: string; output: string; checks?: string[] }[];
  controls: string[];
  forms: string[];
  faq?: QA[];
}

function mainBody(p: ProcessTopic): Block[] {
  const blocks: Block[] = [
    { t: 'h2', text: '一、流程目的' },
    { t: 'p', text: `${p.purpose}。` },
    { t: 'h2', text: '二、适用范围与触发条件' },
    { t: 'p', text: `适用范围：${p.scope}。` },
    { t: 'p', text: `触发条件：${p.trigger}。` },
    { t: 'h2', text: '三、流程总览' },
    {
      t: 'table',
      head: ['序号', '环节', '责任人', '时限', '输出'],
      rows: p.steps.map((s, i) => [String(i + 1), s.name, s.owner, s.sla, s.output]),
    },
    { t: 'h2', text: '四、环节说明' },
  ];
  p.steps.forEach((s, i) => {
    blocks.push({ t: 'h3', text: `${i + 1}. ${s.name}` });
    blocks.push({ t: 'p', text: `${s.action}（责任人：${s.owner}；时限：${s.sla}）` });
  });
  blocks.push({ t: 'h2', text: '五、关键控制点' }, { t: 'ul', items: p.controls });
  blocks.push({ t: 'h2', text: '六、相关表单与系统' }, { t: 'ul', items: p.forms });
  return blocks;
}

function checklistBody(p: ProcessTopic): Block[] {
  const blocks: Block[] = [{ t: 'p', text: `本清单配合《${p.title}》使用，每完成一个环节，逐项核对后再进入下一环节。` }];
  p.steps.forEach((s, i) => {
    if (!s.checks?.length) return;
    blocks.push({ t: 'h3', text: `环节${i + 1}：${s.name}` });
    blocks.push({ t: 'ul', items: s.checks });
  });
  blocks.push({ t: 'h3', text: '收尾检查' }, { t: 'ul', items: p.controls.slice(0, 3) });
  return blocks;
}

function faqBody(p: ProcessTopic, faq: QA[]): Block[] {
  return [
    { t: 'p', text: `关于${p.short}流程，以下是近期收到较多的问题。` },
    ...faq.flatMap(([q, a]): Block[] => [
      { t: 'h3', text: `Q：${q}` },
      { t: 'p', text: `A：${a}` },
    ]),
  ];
}

export function composeProcess(p: ProcessTopic): Entry[] {
  const base = { ...p, kind: '制度规范' as const, formal: true };
  const out: Entry[] = [
    entryOf(base, {
      key: p.key,
      title: p.title,
      summary: `${p.purpose}。流程共${p.steps.length}个环节，明确了各环节的责任人、时限和输出。`,
      blocks: mainBody(p),
      qa: p.faq ? [...p.faq] : undefined,
    }),
  ];
  if (p.steps.some((s) => s.checks?.length)) {
    out.push(
      entryOf(
        { ...base, kind: '操作手册' },
        {
          key: `${p.key}:checklist`,
          title: `${p.short}检查清单`,
          summary: `按环节列出${p.short}过程中需要逐项确认的事项，避免遗漏。`,
          blocks: checklistBody(p),
        },
      ),
    );
  }
  if (p.faq && p.faq.length >= 3) {
    out.push(
      entryOf(
        { ...base, kind: '常见问题', formal: false },
        {
          key: `${p.key}:faq`,
          title: `${p.short}流程常见问题`,
          summary: `解答${p.short}流程中关于时限、审批和特殊情况的常见疑问。`,
          blocks: faqBody(p, [...p.faq]),
        },
      ),
    );
  }
  return out;
}
