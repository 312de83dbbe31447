import { libraryDetail, libraryList, libraryUpload } from '@contract/library/library';
import { call, tokenFor } from '@server-test/client';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { server } from '@/test/msw';
import { countCalls } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

type ListPage = { total: number; list: { id: number; title: string; status: string }[] };
type Detail = {
  title: string;
  status: string;
  textStatus: 'ok' | 'failed' | 'unsupported';
  question: string | null;
  fields: { code: string; value: string }[];
};

let lisi: string;
beforeAll(async () => {
  lisi = await tokenFor(runtime(), 'lisi');
});
withNodeUploadClasses();

const RUN = Date.now().toString(36);
const textFile = (name: string, text = '差旅费用须在出差结束后十五个工作日内报销。') =>
  new File([text], name, { type: 'text/markdown' });
const row = (name: string) => screen.getByRole('listitem', { name });

/** lisi's own documents whose title contains `keyword`, from the server. */
async function mine(keyword: string) {
  const res = await call<ListPage>(runtime(), libraryList, { keyword, mine: true, page: 1, size: 20 }, { token: lisi });
  return res.body.data;
}

async function openUpload(path: string) {
  await signInAs('lisi');
  const app = await renderApp(path);
  const input = (await screen.findByLabelText('选择要上传的文件')) as HTMLInputElement;
  return { ...app, pick: (...files: File[]) => app.user.upload(input, files) };
}

describe('document upload screens', () => {
  it('uploads a file to 100% and shows the text status the server reports, as a draft of lisi', async () => {
    const name = `差旅制度-${RUN}.txt`;
    const page = await openUpload('/library/create1');
    expect(screen.getByRole('heading', { name: '上传文档' })).toBeTruthy();
    await page.pick(new File(['差旅费用须在出差结束后十五个工作日内报销。'], name, { type: 'text/plain' }));
    await within(row(name)).findByText('上传成功', undefined, { timeout: 15_000 });
    expect(within(row(name)).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const found = await mine(`差旅制度-${RUN}`);
    expect(found.list).toEqual([expect.objectContaining({ title: `差旅制度-${RUN}`, status: 'draft' })]);
    // The extraction runs in a worker thread, which this jsdom process may not be able to start: show what the server says.
    const detail = await call<Detail>(runtime(), libraryDetail, {}, { token: lisi, params: { id: found.list[0]!.id } });
    const label = { ok: '提取成功', failed: '提取失败', unsupported: '无需提取文本' }[detail.body.data.textStatus];
    expect(within(row(name)).getByTestId('text-status').textContent).toBe(label);
  });

  it('shows the server refusal of a file whose content is not what its name says', async () => {
    const name = `伪装-${RUN}.pdf`;
    const page = await openUpload('/library/create1');
    await page.pick(new File(['这其实是一段纯文本'], name, { type: 'application/pdf' }));
    const alert = await within(row(name)).findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert.textContent).toMatch(/^文件内容与扩展名不符/);
    expect((await mine(`伪装-${RUN}`)).total).toBe(0);
  });

  it('cancels an upload still in flight: the row says 已取消 and nothing is created', async () => {
    const name = `取消-${RUN}.md`;
    // The server is slow to answer, so the cancel comes while the request is open.
    let arrived = false;
    server().use(
      http.post(`*${libraryUpload.path}`, async () => {
        arrived = true;
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
    const uploads = countCalls(libraryUpload);
    const page = await openUpload('/library/create1');
    await page.pick(textFile(name));
    await waitFor(() => expect(arrived).toBe(true));
    await page.user.click(within(row(name)).getByRole('button', { name: '取消' }));
    await within(row(name)).findByText('已取消');
    expect(within(row(name)).getByRole('button', { name: '重试' })).toBeTruthy();
    expect(uploads.count).toBe(1);
    uploads.stop();
    expect((await mine(`取消-${RUN}`)).total).toBe(0);
  });

  it('shows the question of /library/create/$question and sends it with each upload', async () => {
    const question = `如何申请差旅报销？${RUN}`;
    const name = `答复-${RUN}.md`;
    const sent: (string | null)[] = [];
    server().events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === libraryUpload.path)
        void request
          .clone()
          .formData()
          .then((f) => sent.push(f.get('question') as string | null));
    });
    const page = await openUpload(`/library/create/${encodeURIComponent(question)}`);
    expect(screen.getByTestId('upload-question').textContent).toContain(`为问题上传文档：${question}`);
    await page.pick(textFile(name));
    await within(row(name)).findByText('上传成功', undefined, { timeout: 15_000 });
    server().events.removeAllListeners('request:start');
    expect(sent).toEqual([question]);
    const [doc] = (await mine(`答复-${RUN}`)).list;
    const detail = await call<Detail>(runtime(), libraryDetail, {}, { token: lisi, params: { id: doc!.id } });
    expect(detail.body.data.question).toBe(question);
  });

  it('asks for the required 密级 before submitting, then submits the document for review', async () => {
    const name = `待审-${RUN}.md`;
    const page = await openUpload('/library/create1');
    await page.pick(textFile(name));
    await within(row(name)).findByText('上传成功', undefined, { timeout: 15_000 });
    await page.user.click(within(row(name)).getByRole('button', { name: '填写信息' }));
    const drawer = await screen.findByRole('dialog', { name: `文档信息：${name}` });
    const title = (await within(drawer).findByRole('textbox', { name: /^标题/ })) as HTMLInputElement;
    expect(title.value).toBe(`待审-${RUN}`);
    await page.user.clear(title);
    await page.user.type(title, `差旅报销审批流程-${RUN}`);

    await page.user.click(within(drawer).getByRole('button', { name: '提交审核' }));
    expect((await within(drawer).findByTestId('document-form-error')).textContent).toBe('提交前请填写必填字段：密级');
    expect(within(drawer).getByText('请填写密级')).toBeTruthy();
    const [doc] = (await mine(`待审-${RUN}`)).list.concat((await mine(`差旅报销审批流程-${RUN}`)).list);
    expect(doc?.status).toBe('draft');

    await page.user.click(within(drawer).getByRole('combobox', { name: /^密级/ }));
    // jsdom has no layout, so Mantine hides the dropdown as detached; its options are still there.
    await page.user.click(await screen.findByRole('option', { name: '内部', hidden: true }));
    await page.user.click(within(drawer).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(within(drawer).getByTestId('document-status').textContent).toBe('待审核'));
    expect(within(row(name)).getByTestId('doc-status').textContent).toBe('待审核');
    const detail = await call<Detail>(runtime(), libraryDetail, { version: 1 }, { token: lisi, params: { id: doc!.id } });
    expect(detail.body.data).toMatchObject({ title: `差旅报销审批流程-${RUN}`, status: 'pending' });
    expect(detail.body.data.fields).toContainEqual(expect.objectContaining({ code: 'secrecy', value: '内部' }));
  });
});
