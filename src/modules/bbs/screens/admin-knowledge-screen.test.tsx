import { answerAccept } from '@contract/bbs/bbs-answers';
import { knowledgeCandidates, toKnowledge } from '@contract/bbs/bbs-library';
import { postSave } from '@contract/bbs/bbs-posts';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, plateId, question, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';

/** A published case through the real server. */
async function publishedCase(title: string): Promise<number> {
  const plate = await plateId('制度问答');
  const saved = await callAs<{ id: number }>('zhangsan', postSave, {
    kind: 'case',
    plateId: plate,
    title,
    case: { background: '<p>背景</p>', solution: '<p>处置办法</p>' },
  });
  return saved.id;
}

const table = () => screen.getByRole('table', { name: '可转为知识的内容' });

describe('admin/knowledge (知识转化)', () => {
  it('turns an accepted answer into a wiki entry, links the entry, and lists it under 已转换 with its state', async () => {
    const tag = unique('转化');
    const { id: post } = await question('zhangsan', `${tag}怎么报销差旅`);
    const { id: answerId } = await answer('admin', post, '<p>按制度第三条办理</p>');
    await callAs('zhangsan', answerAccept, { postId: post, answerId });
    await publishedCase(`${tag}案例`);
    await signInAs('admin');
    const requests = captureBodies(knowledgeCandidates);
    const app = await renderApp(urlOf('/bbs/admin/knowledge', { keyword: tag, kind: 'question' }));
    await screen.findByRole('table', { name: '可转为知识的内容' });
    const convert = await within(table()).findByRole('button', { name: `转为词条：采纳回答：${tag}怎么报销差旅` });
    expect(within(table()).queryByText(`${tag}案例`)).toBeNull();
    expect(requests.bodies).toContainEqual({ state: 'open', page: 1, size: 20, kind: 'question', keyword: tag });
    requests.stop();

    await app.user.click(convert);
    const made = await screen.findByRole('alert');
    const link = within(made).getByRole('link', { name: /查看词条 #\d+/ });
    const wikiId = Number(link.textContent?.replace(/\D/g, ''));
    expect(link.getAttribute('href')).toBe(`/webaikn/#/detail?id=${wikiId}`);
    await waitFor(() => expect(within(table()).queryByRole('button', { name: /转为词条/ })).toBeNull());

    await app.user.click(within(made).getByRole('button', { name: '在“已转换”中查看审核状态' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: tag, kind: 'question', tab: 'done' }));
    const entry = await within(table()).findByRole('link', { name: `词条 #${wikiId}` });
    expect(entry.getAttribute('href')).toBe(`/webaikn/#/detail?id=${wikiId}`);
    expect(within(table()).getByText('待审核')).toBeTruthy();
  });

  it('narrows to cases with the kind switch, turns a case, and the server refuses turning it twice', async () => {
    const tag = unique('案转');
    const post = await publishedCase(`${tag}机房断电处置`);
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/knowledge', { keyword: tag }));
    await screen.findByRole('table', { name: '可转为知识的内容' });
    await app.user.click(await screen.findByRole('radio', { name: '案例' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: tag, kind: 'case' }));
    // The rows are drawn again once the narrowed page arrives: click the button of that page.
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBeNull());
    const convert = await within(table()).findByRole('button', { name: `转为词条：${tag}机房断电处置` });
    await app.user.click(convert);
    await screen.findByRole('alert');
    // A second conversion (another tab, another manager) is refused by the server with the entry's number.
    await expect(callAs('admin', toKnowledge, { postId: post })).rejects.toThrow(/不能重复转换/);
  });
});
