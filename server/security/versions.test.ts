import { wikiVersions } from '@contract/wiki/wiki';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import {
  addStaff,
  approve,
  detail,
  entry,
  idOf,
  makeApprover,
  publish,
  save,
  submit,
  tokens,
  uniqueTitle,
} from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const versions = (token: string, id: number) =>
  call<{ version: number; title: string }[]>(rt, wikiVersions, {}, { token, params: { id } });

/** v1 readable by the admin alone, v2 (a new title) by everybody: the shape of the attack. */
async function restrictedThenPublic() {
  const secretTitle = uniqueTitle('仅管理员可见');
  const adminId = await idOf(rt, 'users', 'admin');
  const id = await publish(rt, t.zhangsan, t.admin, {
    title: secretTitle,
    content: '<p>第一版：机密内容</p>',
    visibility: { scope: 'users', groupIds: [], userIds: [adminId] },
  });
  await save(rt, t.zhangsan, entry({ id, baseVersion: 1, title: uniqueTitle('公开版'), content: '<p>第二版：公开内容</p>' }));
  await submit(rt, t.zhangsan, id);
  await approve(rt, t.admin, id);
  return { id, secretTitle };
}

describe('old versions', () => {
  it('refuses an old version whose own visibility hid it from the caller', async () => {
    const { id } = await restrictedThenPublic();
    expect((await detail(rt, t.wangwu, id)).status).toBe(200);
    const old = await detail(rt, t.wangwu, id, 1);
    expect(old.status).toBe(404);
    expect(JSON.stringify(old.body)).not.toContain('机密');
    expect((await detail(rt, t.admin, id, 1)).status).toBe(200);
    expect((await detail(rt, t.zhangsan, id, 1)).status).toBe(200);
  });

  it('leaves out of the history the versions the caller could not read, titles included', async () => {
    const { id, secretTitle } = await restrictedThenPublic();
    const seen = await versions(t.wangwu, id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((v) => v.version)).toEqual([2]);
    expect(JSON.stringify(seen.body)).not.toContain(secretTitle);
    expect((await versions(t.admin, id)).body.data.map((v) => v.version)).toEqual([2, 1]);
  });

  it('keeps an old version from an approver its visibility left out', async () => {
    const { id, secretTitle } = await restrictedThenPublic();
    const approver = await addStaff(rt, 'approver-market', '市场部');
    await makeApprover(rt, 'approver-market');
    expect((await detail(rt, approver, id, 1)).status).toBe(404);
    expect(JSON.stringify((await versions(approver, id)).body)).not.toContain(secretTitle);
  });
});
