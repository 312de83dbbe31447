import { ApiError } from '@/shared/lib/api-error';
import type { SaveInput } from '../api/editor-mutations';
import { type DraftSnapshot, EMPTY_META, NEW_BASE } from './draft-form';
import { type AutosaveStatus, type Conflict, DraftSaver, type SaveResult } from './draft-saver';
import { readBackup, readKept } from './local-backup';

interface Harness {
  saver: DraftSaver;
  draft: DraftSnapshot;
  sent: SaveInput[];
  statuses: AutosaveStatus[];
  conflicts: (Conflict | null)[];
  /** Resolves (or rejects) the oldest save still waiting for its answer. */
  answer: (r?: Partial<SaveResult> | Error) => Promise<void>;
}

function harness(): Harness {
  const waiting: { resolve: (r: SaveResult) => void; reject: (e: Error) => void }[] = [];
  const h = {
    draft: { ...EMPTY_META, content: '<p></p>' },
    sent: [] as SaveInput[],
    statuses: [] as AutosaveStatus[],
    conflicts: [] as (Conflict | null)[],
  } as Harness;
  h.saver = new DraftSaver(
    NEW_BASE,
    () => ({
      save: (input) => {
        h.sent.push(input);
        return new Promise<SaveResult>((resolve, reject) => waiting.push({ resolve, reject }));
      },
      snapshot: () => h.draft,
      onStatus: (s) => h.statuses.push(s),
      onBase: () => undefined,
      onConflict: (c) => h.conflicts.push(c),
      onSaved: () => undefined,
    }),
    3000,
  );
  h.answer = async (r) => {
    const w = waiting.shift();
    if (!w) throw new Error('no save waiting');
    if (r instanceof Error) w.reject(r);
    else w.resolve({ id: 7, version: 1, status: 'draft', revision: h.sent.length, ...r });
    await vi.advanceTimersByTimeAsync(0);
  };
  h.saver.markClean();
  return h;
}

const last = (h: Harness) => h.statuses[h.statuses.length - 1];

describe('DraftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, three seconds after the last change', async () => {
    const h = harness();
    h.draft = { ...h.draft, title: '差旅' };
    h.saver.changed();
    await vi.advanceTimersByTimeAsync(2000);
    h.draft = { ...h.draft, title: '差旅报销' };
    h.saver.changed();
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent.map((s) => s.title)).toEqual(['差旅报销']);
    await h.answer();
    expect(last(h)).toMatchObject({ kind: 'saved' });
    expect(readBackup(7)).toBeNull();
    expect(readBackup(undefined)).toBeNull();
  });

  it('never runs two saves at once and sends what changed meanwhile with the new base', async () => {
    const h = harness();
    h.draft = { ...h.draft, title: '第一稿' };
    const first = h.saver.flush();
    h.draft = { ...h.draft, title: '第二稿' };
    h.saver.changed();
    const second = h.saver.flush();
    expect(h.sent).toHaveLength(1);
    await h.answer({ revision: 1 });
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent.map((s) => [s.title, s.id, s.baseRevision])).toEqual([
      ['第一稿', undefined, undefined],
      ['第二稿', 7, 1],
    ]);
    await h.answer({ revision: 2 });
    expect(await second).toBe(true);
    expect(h.saver.isDirty()).toBe(false);
  });

  it('does not save without a title but keeps a copy in the browser', async () => {
    const h = harness();
    h.draft = { ...h.draft, content: '<p>只有正文</p>' };
    h.saver.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.sent).toHaveLength(0);
    expect(last(h)).toEqual({ kind: 'blocked', reason: '填写标题后自动保存' });
    expect(readBackup(undefined)?.snapshot.content).toBe('<p>只有正文</p>');
  });

  it('turns a stale save into a conflict, keeps the text and stops saving', async () => {
    const h = harness();
    h.draft = { ...h.draft, title: '我的标题', content: '<p>我的段落</p>' };
    const run = h.saver.flush();
    await h.answer(new ApiError('server', 409, '该草稿已在别处保存过'));
    expect(await run).toBe(false);
    expect(h.conflicts[0]?.snapshot.content).toBe('<p>我的段落</p>');
    expect(readKept(undefined)?.message).toBe('该草稿已在别处保存过');
    h.draft = { ...h.draft, title: '继续写' };
    h.saver.changed();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent).toHaveLength(1);
    expect(h.saver.isDirty()).toBe(true);
  });

  it('tries again after a lost connection', async () => {
    const h = harness();
    h.draft = { ...h.draft, title: '离线时写的' };
    void h.saver.flush();
    await h.answer(new ApiError('network', 0, '网络连接失败：offline'));
    expect(last(h)).toEqual({ kind: 'failed', message: '网络连接失败：offline' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(h.sent).toHaveLength(2);
  });
});
