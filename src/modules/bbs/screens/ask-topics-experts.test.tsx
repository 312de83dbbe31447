import { postSave } from '@contract/bbs/bbs-posts';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { joinForum, pickPlate, plateId, stubLayout, typeInto, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies } from '@/test/requests';
import { runtime } from '@/test/runtime';

const db = () => runtime().deps.db;
let topic: number;
let topicName: string;
let expert: number;

beforeAll(async () => {
  stubLayout();
  await joinForum('ask-topics');
  topicName = unique('性能优化');
  topic = (
    await db().execute<{ id: number }>(sql`insert into bbs_topics (name, state) values (${topicName}, 'approved') returning id`)
  ).rows[0].id;
  // 李四 is the expert to invite; 张三 is one too, but nobody invites himself.
  expert = await userId(runtime(), 'lisi');
  for (const username of ['lisi', 'zhangsan']) {
    await db().execute(sql`insert into bbs_experts (user_id, state) values (${await userId(runtime(), username)}, 'approved')
      on conflict (user_id) do update set state = 'approved'`);
  }
});

/** The input of a MultiSelect (its label also names the description). */
const pickerInput = (label: RegExp) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
/** The pills a MultiSelect shows (its dropdown is portalled elsewhere). */
const pills = async (label: RegExp) => {
  const root = await waitFor(() => pickerInput(label).closest('.mantine-MultiSelect-root') as HTMLElement);
  return within(root);
};

const SAVE_WAIT = { timeout: 10_000 };
const titleInput = () => screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement;

describe('ask screen: topics and invited experts', () => {
  it('sends the chosen topic and expert, shows the topic on the post and tells the expert', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/ask');
    const title = unique('慢查询如何定位');
    await pickPlate(app.user, '制度问答');
    await app.user.type(titleInput(), title);
    await typeInto('问题描述', '<p>接口偶尔要好几秒才返回。</p>');
    await app.user.type(pickerInput(/^话题/), '性能');
    await app.user.click(await screen.findByRole('option', { name: `#${topicName}`, hidden: true }));
    await app.user.click(pickerInput(/^邀请专家/));
    const lisi = await screen.findByRole('option', { name: '李四', hidden: true });
    expect(screen.queryByRole('option', { name: '张三', hidden: true })).toBeNull();
    await app.user.click(lisi);
    const saves = captureBodies(postSave);
    await app.user.click(screen.getByRole('button', { name: '发布问题' }));
    await waitFor(() => expect(app.path()).toBe('/bbs/post-detail'), SAVE_WAIT);
    saves.stop();
    expect(saves.bodies.at(-1)).toMatchObject({ draft: false, topicIds: [topic], inviteExpertIds: [expert] });
    const topics = await screen.findByLabelText('话题');
    expect(within(topics).getByText(`# ${topicName}`)).toBeTruthy();
    expect(screen.getByText('邀请回答：李四')).toBeTruthy();
    const told = await runtime().deps.db.execute<{ title: string; content: string }>(
      sql`select title, content from messages where user_id = ${expert} order by id desc limit 1`,
    );
    expect(told.rows[0]).toEqual({ title: '张三邀请你回答问题', content: title });
  }, 40_000);

  it('autosaves the topics of a draft and shows them when the draft is opened again', async () => {
    await signInAs('wangwu');
    const app = await renderApp('/bbs/ask?kind=share');
    const saves = captureBodies(postSave);
    await pickPlate(app.user, '新人专区');
    await app.user.type(titleInput(), unique('新人报到流程'));
    await app.user.type(pickerInput(/^话题/), '性能');
    await app.user.click(await screen.findByRole('option', { name: `#${topicName}`, hidden: true }));
    await waitFor(() => expect(saves.bodies.some((b) => (b.topicIds as number[])?.length === 1)).toBe(true), SAVE_WAIT);
    saves.stop();
    expect(saves.bodies.at(-1)).toMatchObject({ draft: true, topicIds: [topic], inviteExpertIds: [] });
    await waitFor(() => expect(app.search()).toMatchObject({ id: expect.any(Number) }));
    const { id } = app.search() as { id: number };
    app.unmount();
    await renderApp(`/bbs/ask?id=${id}`);
    expect(await (await pills(/^话题/)).findByText(`#${topicName}`)).toBeTruthy();
  }, 40_000);

  it('shows a published question’s topics and invited experts when it is edited', async () => {
    const title = unique('报销单据丢了怎么办');
    const mine = await callAs<{ id: number }>('zhangsan', postSave, {
      kind: 'question',
      plateId: await plateId('制度问答'),
      title,
      topicIds: [topic],
      inviteExpertIds: [expert],
    });
    await signInAs('zhangsan');
    await renderApp(`/bbs/ask?id=${mine.id}`);
    await waitFor(() => expect(titleInput().value).toBe(title));
    expect(await (await pills(/^话题/)).findByText(`#${topicName}`)).toBeTruthy();
    expect((await pills(/^邀请专家/)).getByText('李四')).toBeTruthy();
    expect(screen.getByText('已邀请的专家不能撤回，最多5位')).toBeTruthy();
  }, 30_000);
});
