import { postDetailCall, postSave, postSimilar } from '@contract/bbs/bbs-posts';
import { screen, waitFor, within } from '@testing-library/react';
import { joinForum, pickPlate, plateId, question, stubLayout, typeInto, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies } from '@/test/requests';

beforeAll(async () => {
  stubLayout();
  await joinForum('ask');
});

const SAVE_WAIT = { timeout: 10_000 };
const titleInput = () => screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement;

describe('ask screen', () => {
  it('lists similar questions under the title once typing pauses, one call per pause', async () => {
    const title = unique('差旅报销审批需要几天');
    const existing = await question('lisi', title);
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask');
    const similar = captureBodies(postSimilar);
    await app.user.type(await screen.findByRole('textbox', { name: /^标题/ }), title);
    const box = await screen.findByRole('region', { name: '已有相似问题' });
    const link = await within(box).findByRole('link', { name: title });
    expect(link.getAttribute('href')).toContain(`/bbs/post-detail?id=${existing.id}`);
    expect(within(box).getByText('0 个回答')).toBeTruthy();
    similar.stop();
    // Typed letter by letter, asked once: the title had rested only at its end.
    expect(similar.bodies).toEqual([{ title }]);
  }, 30_000);

  it('shows the contract’s Chinese messages before sending anything', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask');
    const saves = captureBodies(postSave);
    await app.user.click(await screen.findByRole('button', { name: '发布问题' }));
    expect(await screen.findByText('请选择版块')).toBeTruthy();
    expect(screen.getByText('标题不能为空')).toBeTruthy();
    saves.stop();
    expect(saves.bodies.filter((b) => b.draft === false)).toEqual([]);
  }, 30_000);

  it('names the blocked word the server refused and keeps the form', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask');
    await pickPlate(app.user, '制度问答');
    await app.user.type(titleInput(), unique('关于合同审批'));
    await typeInto('问题描述', '<p>这份资料属于内部绝密，能否外发？</p>');
    await app.user.click(screen.getByRole('button', { name: '发布问题' }));
    const alert = await screen.findByRole('alert', {}, SAVE_WAIT);
    expect(alert.textContent).toContain('内部绝密');
    expect(app.path()).toBe('/bbs/ask');
  }, 30_000);

  it('publishes a question and opens it', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask');
    const title = unique('年假可以跨年使用吗');
    await pickPlate(app.user, '制度问答');
    await app.user.type(titleInput(), title);
    await typeInto('问题描述', '<p>去年没休完的年假今年还能用吗？</p>');
    await app.user.click(screen.getByRole('button', { name: '发布问题' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    const { id } = app.search() as { id: number };
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    const saved = await callAs<{ title: string; state: string; kind: string }>('zhangsan', postDetailCall, {}, { id });
    expect(saved).toMatchObject({ title, state: 'visible', kind: 'question' });
  }, 30_000);

  it('tells the author a post with a “需审核” word waits for review', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask?kind=share');
    await pickPlate(app.user, '新人专区');
    await app.user.type(titleInput(), unique('二手转让'));
    await typeInto('正文', '<p>有需要的同事可以加微信联系我。</p>');
    await app.user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    expect(await screen.findByText(/版主审核通过后对大家可见/)).toBeTruthy();
    expect((await screen.findAllByText('待审核')).length).toBeGreaterThan(0);
    expect(screen.getByText(/你的帖子含需审核的词语/)).toBeTruthy();
  }, 30_000);

  it('writes a case with its five parts, region and product', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/case-create');
    const title = unique('机房断电应急复盘');
    await pickPlate(app.user, '案例分享');
    await app.user.type(titleInput(), title);
    await typeInto('案例背景', '<p>夜间机房断电</p>');
    await typeInto('解决方案', '<p>切换备用电源</p>');
    await app.user.type(screen.getByRole('textbox', { name: '地区' }), '华南');
    await app.user.type(screen.getByRole('textbox', { name: '产品' }), '数据中心');
    await app.user.click(screen.getByRole('button', { name: '发布案例' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    const { id } = app.search() as { id: number };
    const saved = await callAs<{ kind: string; region: string; product: string; case: Record<string, string> }>(
      'zhangsan',
      postDetailCall,
      {},
      { id },
    );
    expect(saved).toMatchObject({ kind: 'case', region: '华南', product: '数据中心' });
    expect(saved.case.background).toContain('夜间机房断电');
    expect(saved.case.solution).toContain('切换备用电源');
    expect(saved.case.problem).toBe('');
  }, 30_000);

  it('autosaves a draft, puts its id in the URL and sends the revision it builds on', async () => {
    await signInAs('wangwu');
    const app = await renderApp('/bbs/ask?kind=share');
    const saves = captureBodies(postSave);
    await pickPlate(app.user, '新人专区');
    await app.user.type(titleInput(), unique('入职第一周的体会'));
    await typeInto('正文', '<p>第一段</p>');
    await screen.findByText(/^已自动保存 \d\d:\d\d$/, undefined, SAVE_WAIT);
    await waitFor(() => expect(app.search()).toMatchObject({ id: expect.any(Number) }));
    const { id } = app.search() as { id: number };
    const first = await callAs<{ revision: number; state: string }>('wangwu', postDetailCall, {}, { id });
    expect(first.state).toBe('draft');
    await typeInto('正文', '<p>第二段</p>');
    await waitFor(() => expect(saves.bodies.length).toBe(2), SAVE_WAIT);
    saves.stop();
    expect(saves.bodies[0]).toMatchObject({ kind: 'share', draft: true });
    expect(saves.bodies[0]).not.toHaveProperty('id');
    expect(saves.bodies[1]).toMatchObject({ id, draft: true, baseVersion: 1, baseRevision: first.revision });
    // The server took the second save too (it refuses a save of an existing post that names no version).
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^已自动保存/), SAVE_WAIT);
  }, 40_000);

  it('edits a published post without autosaving it and opens it again', async () => {
    const title = unique('打卡机坏了');
    const mine = await question('zhangsan', title);
    await signInAs('zhangsan');
    const app = await renderApp(`/bbs/ask?id=${mine.id}`);
    await waitFor(() => expect(titleInput().value).toBe(title));
    expect(screen.getByRole('heading', { name: '编辑帖子' })).toBeTruthy();
    const saves = captureBodies(postSave);
    await app.user.type(titleInput(), '（已解决）');
    await app.user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    saves.stop();
    expect(saves.bodies).toEqual([expect.objectContaining({ id: mine.id, draft: false, baseVersion: 1 })]);
    expect(await screen.findByRole('heading', { name: `${title}（已解决）`, level: 1 })).toBeTruthy();
  }, 30_000);

  it('refuses editing someone else’s post', async () => {
    const theirs = await question('zhangsan', unique('别人的问题'));
    await signInAs('wangwu');
    await renderApp(`/bbs/ask?id=${theirs.id}`);
    expect(await screen.findByText('只有作者或版主可以编辑这个帖子')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布问题' })).toBeNull();
  }, 30_000);

  it('continues a draft opened by its id', async () => {
    const title = unique('草稿继续写');
    await signInAs('wangwu');
    const draft = await callAs<{ id: number }>('wangwu', postSave, {
      kind: 'question',
      plateId: await plateId('新人专区'),
      title,
      content: '<p>写了一半</p>',
      draft: true,
    });
    const app = await renderApp(`/bbs/ask?id=${draft.id}`);
    await waitFor(() => expect(titleInput().value).toBe(title));
    expect(await screen.findByText('写了一半')).toBeTruthy();
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(app.path()).toBe('/bbs/ask');
  }, 30_000);
});
