import { type BatchFields, EMPTY_QUEUE, percentOf, type QueueAction, queueReducer, rowsToStart } from './upload-queue';

const FIELDS: BatchFields = { labelIds: [], groupId: null, question: null, chronicle: null };
const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const result = { id: 7, version: 1, status: 'draft', kind: 'pdf', textStatus: 'ok' } as const;

const run = (...actions: QueueAction[]) => actions.reduce(queueReducer, EMPTY_QUEUE);
const kinds = (s: ReturnType<typeof run>) => s.rows.map((r) => r.state.kind);

describe('the upload queue', () => {
  it('starts at most two files at once, oldest first, and the next when one ends', () => {
    const added = run({ type: 'add', files: [file('a'), file('b'), file('c')], fields: FIELDS });
    expect(rowsToStart(added)).toEqual([1, 2]);
    const two = run(
      { type: 'add', files: [file('a'), file('b'), file('c')], fields: FIELDS },
      { type: 'start', key: 1 },
      { type: 'start', key: 2 },
    );
    expect(rowsToStart(two)).toEqual([]);
    const oneDone = queueReducer(two, { type: 'done', key: 1, result });
    expect(rowsToStart(oneDone)).toEqual([3]);
  });

  it('tracks progress as a whole percent, 100 once answered', () => {
    const s = run(
      { type: 'add', files: [file('a', 200)], fields: FIELDS },
      { type: 'start', key: 1 },
      { type: 'progress', key: 1, loaded: 50, total: 200 },
    );
    expect(percentOf(s.rows[0]!.state)).toBe(25);
    // A browser that cannot tell the total reports 0: the file's own size stands in.
    const unknown = queueReducer(s, { type: 'progress', key: 1, loaded: 150, total: 0 });
    expect(percentOf(unknown.rows[0]!.state)).toBe(75);
    expect(percentOf(queueReducer(s, { type: 'done', key: 1, result }).rows[0]!.state)).toBe(100);
  });

  it('ignores late progress and answers of a cancelled row, which can be retried or removed', () => {
    const cancelled = run(
      { type: 'add', files: [file('a'), file('b')], fields: FIELDS },
      { type: 'start', key: 1 },
      { type: 'cancelled', key: 1 },
      { type: 'progress', key: 1, loaded: 90, total: 100 },
      { type: 'done', key: 1, result },
    );
    expect(kinds(cancelled)).toEqual(['cancelled', 'queued']);
    expect(kinds(queueReducer(cancelled, { type: 'retry', key: 1 }))).toEqual(['queued', 'queued']);
    expect(queueReducer(cancelled, { type: 'remove', key: 1 }).rows.map((r) => r.file.name)).toEqual(['b']);
  });

  it('keeps the refusal message of a failed row and never retries a finished one', () => {
    const s = run(
      { type: 'add', files: [file('a'), file('b')], fields: FIELDS },
      { type: 'start', key: 1 },
      { type: 'start', key: 2 },
      { type: 'failed', key: 1, message: '文件内容与扩展名不符' },
      { type: 'done', key: 2, result },
      { type: 'retry', key: 2 },
    );
    expect(s.rows[0]!.state).toEqual({ kind: 'failed', message: '文件内容与扩展名不符' });
    expect(s.rows[1]!.state.kind).toBe('done');
  });

  it('gives every added file its own key, also across batches', () => {
    const s = run(
      { type: 'add', files: [file('a')], fields: FIELDS },
      { type: 'remove', key: 1 },
      { type: 'add', files: [file('b'), file('c')], fields: { ...FIELDS, labelIds: [3] } },
    );
    expect(s.rows.map((r) => r.key)).toEqual([2, 3]);
    expect(s.rows[0]!.fields.labelIds).toEqual([3]);
  });
});
