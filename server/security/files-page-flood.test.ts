import { libraryPreview } from '@contract/library/library-views';
import { call } from '../test/client';
import { pdfFixture } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { publishDoc, uploadDoc } from '../test/library/upload';
import { fetchPath } from '../test/security/files';
import { tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const PAGES = 40;

describe('page renders are bounded (issue 11, review of hole 7)', () => {
  it('refuses page renders past the waiting line instead of queueing a copy of the file for each', async () => {
    const up = await uploadDoc(rt, t.lisi, pdfFixture(Array.from({ length: PAGES }, (_, i) => `第${i + 1}页`)), '多页.pdf');
    expect(up.status).toBe(200);
    const id = up.body.data.id;
    await publishDoc(rt, t.lisi, id);
    const p = await call<{ pageUrl: string }>(rt, libraryPreview, {}, { token: t.wangwu, params: { id } });
    // A reader fires every page (and every high-resolution page) at once.
    const urls = Array.from({ length: PAGES }, (_, i) => [`&page=${i + 1}`, `&page=${i + 1}&hi=1`]).flat();
    const answers = await Promise.all(urls.map((u) => fetchPath(rt, `${p.body.data.pageUrl}${u}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.find((r) => r.status === 503);
    if (!busy) throw new Error('no page render was refused: every one was queued');
    expect(((await busy.json()) as { message: string }).message).toBe('预览服务繁忙，请稍后再试');
    // Once the line has drained, pages render again.
    expect((await fetchPath(rt, `${p.body.data.pageUrl}&page=${PAGES}`)).status).toBe(200);
  });
});
