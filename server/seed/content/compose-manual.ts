import { entryOf } from './compose-util';
import type { Block, Entry, Table, TopicMeta } from './types';

/** A system manual (操作手册): tasks as numbered steps, a reference table, troubleshooting. */
export interface ManualTopic extends TopicMeta {
  system: string;
  /** Name used in derived titles, e.g. ZPM. */
  short: string;
  url: string;
  intro: string;
  audience: string;
  /** [version the first edition described, current version]. */
  versions: [string, string];
  /** What the current version changed, for its 版本更新说明 entry. */
  changes: string[];
  prerequisites: string[];
  tasks: { name: string; steps: string[]; tip?: string; guide?: boolean }[];
  reference: Table & { title: string };
  troubles: [symptom: string, cause: string, fix: string][];
  support: string;
}

function mainBody(m: ManualTopic): Block[] {
  const blocks: Block[] = [
    { t: 'h2', text: '一、系统简介' },
    { t: 'p', text: m.intro },
    {
      t: 'p',
      text: `访问地址：[${m.url}](${m.url})；适用人员：${m.audience}；本文适用于 ${m.versions[1]} 版本。`,
      older: `访问地址：[${m.url}](${m.url})；适用人员：${m.audience}；本文适用于 ${m.versions[0]} 版本。`,
    },
    { t: 'h2', text: '二、使用前准备' },
    { t: 'ul', items: m.prerequisites },
    { t: 'h2', text: '三、功能操作' },
  ];
  for (const task of m.tasks) {
    blocks.push({ t: 'h3', text: task.name }, { t: 'ol', items: task.steps });
    if (task.tip) blocks.push({ t: 'quote', text: `提示：${task.tip}` });
  }
  blocks.push({ t: 'h2', text: `四、${m.reference.title}` }, { t: 'table', head: m.reference.head, rows: m.reference.rows });
  blocks.push(
    { t: 'h2', text: '五、常见问题排查' },
    { t: 'table', head: ['现象', '可能原因', '处理方法'], rows: m.troubles.map((r) => [...r]) },
    { t: 'p', text: `以上方法无法解决的，请联系${m.support}。` },
  );
  return blocks;
}

function guideBody(m: ManualTopic, task: ManualTopic['tasks'][number]): Block[] {
  const blocks: Block[] = [
    { t: 'p', text: `本文介绍在${m.system}中${task.name}的操作方法，适用于${m.audience}。` },
    { t: 'h2', text: '操作步骤' },
    { t: 'ol', items: task.steps },
  ];
  const notes = [task.tip, `完整功能说明见《${m.title}》。`, `操作中遇到问题请联系${m.support}。`].filter(
    (x): x is string => !!x,
  );
  blocks.push({ t: 'h2', text: '注意事项' }, { t: 'ul', items: notes });
  return blocks;
}

function troubleBody(m: ManualTopic): Block[] {
  const blocks: Block[] = [{ t: 'p', text: `下面汇总了使用${m.system}时最常见的问题，按现象查找处理方法。` }];
  m.troubles.forEach(([symptom, cause, fix], i) => {
    blocks.push(
      { t: 'h3', text: `${i + 1}. ${symptom}` },
      { t: 'p', text: `**可能原因**：${cause}` },
      { t: 'p', text: `**处理方法**：${fix}` },
    );
  });
  blocks.push({ t: 'quote', text: `仍无法解决时，请联系${m.support}，并附上截图和发生时间。` });
  return blocks;
}

function releaseBody(m: ManualTopic): Block[] {
  return [
    { t: 'p', text: `${m.system}已从 ${m.versions[0]} 升级到 ${m.versions[1]}，升级后无需重新安装或登录，原有数据全部保留。` },
    { t: 'h2', text: '主要更新' },
    { t: 'ol', items: m.changes },
    { t: 'h2', text: '对你的影响' },
    {
      t: 'p',
      text: `以上功能对${m.audience}默认开放。操作方法已同步更新到《${m.title}》，如发现问题请联系${m.support}。`,
    },
  ];
}

export function composeManual(m: ManualTopic): Entry[] {
  const base = { ...m, kind: '操作手册' as const, formal: true };
  const out: Entry[] = [
    entryOf(base, {
      key: m.key,
      title: m.title,
      summary: `${m.system}的完整使用说明，涵盖${m.tasks
        .slice(0, 3)
        .map((t) => t.name)
        .join('、')}等操作及常见问题排查。`,
      blocks: mainBody(m),
      qa: m.troubles.map(([symptom, cause, fix]) => [`${symptom}，该怎么处理？`, `一般是因为${cause}。${fix}。`] as const),
    }),
  ];
  for (const [i, task] of m.tasks.entries()) {
    if (!task.guide) continue;
    out.push(
      entryOf(base, {
        key: `${m.key}:task${i}`,
        title: `${m.short}操作指引：${task.name}`,
        summary: `分步骤说明如何在${m.system}中${task.name}。`,
        blocks: guideBody(m, task),
      }),
    );
  }
  out.push(
    entryOf(base, {
      key: `${m.key}:release`,
      title: `${m.short} ${m.versions[1]} 版本更新说明`,
      summary: `${m.system} ${m.versions[1]} 版本的${m.changes.length}项主要更新及对使用者的影响。`,
      blocks: releaseBody(m),
    }),
  );
  if (m.troubles.length >= 4) {
    out.push(
      entryOf(
        { ...base, kind: '常见问题', formal: false },
        {
          key: `${m.key}:troubles`,
          title: `${m.short}常见问题排查`,
          summary: `按现象整理${m.system}的${m.troubles.length}类常见问题、原因和处理方法。`,
          blocks: troubleBody(m),
        },
      ),
    );
  }
  return out;
}
