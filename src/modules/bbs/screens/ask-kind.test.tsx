import { postDetailCall, postSave } from '@contract/bbs/bbs-posts';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { joinForum, plateId, question, stubLayout, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies } from '@/test/requests';
import { runtime } from '@/test/runtime';

let expert: number;

beforeAll(async () => {
  stubLayout();
  await joinForum('ask-kind');
  expert = await userId(runtime(), 'lisi');
  await runtime().deps.db.execute(sql`insert into bbs_experts (user_id, state) values (${expert}, 'approved')
    on conflict (user_id) do update set state = 'approved'`);
});

const SAVE_WAIT = { timeout: 10_000 };
const titleInput = () => screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement;
type Kept = { kind: string; reward: number; invited: { id: number }[] };

describe('ask screen: the kind of a post', () => {
  it('switches a draft between 问答 and 分享, leaving the question’s reward and experts behind', async () => {
    const title = unique('先问后分享');
    const draft = await callAs<{ id: number }>('zhangsan', postSave, {
      kind: 'question',
      plateId: await plateId('制度问答'),
      title,
      reward: 5,
      inviteExpertIds: [expert],
      draft: true,
    });
    await signInAs('zhangsan');
    const app = await renderApp(`/bbs/ask?id=${draft.id}`);
    await waitFor(() => expect(titleInput().value).toBe(title));
    const saves = captureBodies(postSave);
    await app.user.click(screen.getByRole('radio', { name: '分享' }));
    expect(screen.queryByRole('textbox', { name: '悬赏积分' })).toBeNull();
    await waitFor(() => expect(saves.bodies).toHaveLength(1), SAVE_WAIT);
    expect(saves.bodies[0]).toMatchObject({ id: draft.id, kind: 'share', reward: 0, inviteExpertIds: [], draft: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^已自动保存/), SAVE_WAIT);
    const share = await callAs<Kept>('zhangsan', postDetailCall, {}, { id: draft.id });
    expect(share).toMatchObject({ kind: 'share', reward: 0, invited: [] });
    // Back to a question: the dropped reward and expert stay dropped.
    await app.user.click(screen.getByRole('radio', { name: '问答' }));
    expect((screen.getByRole('textbox', { name: '悬赏积分' }) as HTMLInputElement).value).toBe('0');
    await waitFor(() => expect(saves.bodies).toHaveLength(2), SAVE_WAIT);
    saves.stop();
    expect(saves.bodies[1]).toMatchObject({ kind: 'question', reward: 0, inviteExpertIds: [] });
    await waitFor(async () => {
      expect(await callAs<Kept>('zhangsan', postDetailCall, {}, { id: draft.id })).toMatchObject({ kind: 'question' });
    }, SAVE_WAIT);
  }, 40_000);

  it('does not offer the switch for a published post, and says why', async () => {
    const title = unique('已发布不能改类型');
    const mine = await question('zhangsan', title);
    await signInAs('zhangsan');
    await renderApp(`/bbs/ask?id=${mine.id}`);
    await waitFor(() => expect(titleInput().value).toBe(title));
    for (const name of ['问答', '分享']) {
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getByRole('radiogroup', { name: '帖子类型', description: '已发布的帖子不能更改类型' })).toBeTruthy();
  }, 30_000);
});
