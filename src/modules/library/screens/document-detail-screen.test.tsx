import { libraryVersions } from '@contract/library/library-versions';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { docxFixture, PNG_1X1, pdfFixture, xlsxFixture } from '@server-test/files/documents';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { createDoc, uniqueTitle } from '@/test/library/documents';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

withNodeUploadClasses();

const text = (s: string) => new TextEncoder().encode(s);
const preview = () => screen.findByRole('region', { name: '文档预览' });

async function openDetail(username: string, id: number) {
  // One app at a time: a second open in the same test replaces the first.
  cleanup();
  await signInAs(username);
  const app = await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.library}`);
  return app;
}

describe('document detail (/detail?domainId= the library)', () => {
  it('shows a PDF in the flipbook as pages the server rendered, never the file itself', async () => {
    const doc = await createDoc({
      bytes: pdfFixture(['Page one', 'Page two']),
      name: 'manual.pdf',
      title: uniqueTitle('操作手册'),
    });
    await openDetail('zhangsan', doc.id);
    expect(await screen.findByRole('heading', { level: 1, name: doc.title })).toBeTruthy();
    expect(screen.getByText('2 页')).toBeTruthy();
    expect((await preview()).getAttribute('data-preview-kind')).toBe('pdf');
    const page = (await screen.findByRole('img', { name: '第 1 页' })) as HTMLImageElement;
    const res = await runtime().app.fetch(new Request(new URL(page.getAttribute('src')!, 'http://localhost')));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('shows a Word document as HTML, its extracted text on the text tab', async () => {
    const doc = await createDoc({
      bytes: await docxFixture(['差旅费用报销须附发票。', '审批由部门经理负责。']),
      name: 'policy.docx',
    });
    const app = await openDetail('zhangsan', doc.id);
    const region = await preview();
    expect(region.getAttribute('data-preview-kind')).toBe('html');
    expect(await within(region).findByText('差旅费用报销须附发票。', {}, { timeout: 20_000 })).toBeTruthy();
    await app.user.click(within(region).getByRole('tab', { name: '文本' }));
    await waitFor(() => expect(within(region).getByText(/审批由部门经理负责。/)).toBeTruthy());
  });

  it('shows a workbook as a table with one tab per sheet', async () => {
    const doc = await createDoc({
      bytes: await xlsxFixture({
        人口: [
          ['年份', '人口'],
          [2020, 35.2],
        ],
        产值: [
          ['行业', '产值'],
          ['纺织', 410],
        ],
      }),
      name: 'stats.xlsx',
    });
    const app = await openDetail('zhangsan', doc.id);
    const region = await preview();
    const sheets = await within(region).findByRole('tablist', { name: '工作表' }, { timeout: 20_000 });
    expect(
      within(sheets)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['人口', '产值']);
    expect(within(region).getByRole('cell', { name: '35.2' })).toBeTruthy();
    await app.user.click(within(sheets).getByRole('tab', { name: '产值' }));
    expect(await within(region).findByRole('cell', { name: '纺织' })).toBeTruthy();
  });

  it('shows an image inline and plain text as text', async () => {
    const image = await createDoc({ bytes: PNG_1X1, name: 'dot.png', title: uniqueTitle('示意图') });
    const note = await createDoc({ bytes: text('会议室须提前一天预订。'), name: 'rooms.txt' });
    await openDetail('zhangsan', image.id);
    const img = await within(await preview()).findByRole('img', { name: image.title });
    expect(img.getAttribute('src')).toMatch(/^\/aikn-app\/.+sig=/);
    await openDetail('zhangsan', note.id);
    expect(await within(await preview()).findByText('会议室须提前一天预订。')).toBeTruthy();
  });

  it('says when the text could not be extracted, and keeps the file', async () => {
    const doc = await createDoc({ bytes: text('%PDF-1.7\nthis is not really a pdf\n%%EOF\n'), name: 'broken.pdf' });
    expect(doc.textStatus).toBe('failed');
    await openDetail('zhangsan', doc.id);
    expect(await screen.findByText('提取文本失败')).toBeTruthy();
  });

  it('offers the download only with the download permission', async () => {
    const doc = await createDoc({ bytes: text('只读的说明。'), name: 'readme.txt', title: uniqueTitle('说明') });
    await openDetail('wangwu', doc.id);
    await screen.findByRole('heading', { level: 1, name: doc.title });
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
    await openDetail('zhangsan', doc.id);
    await screen.findByRole('heading', { level: 1, name: doc.title });
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
  });

  it('uploads a new version from the file picker, lists it and compares the two versions’ text', async () => {
    const doc = await createDoc({
      bytes: text('第一段不变。\n报销须在五日内提交。'),
      name: 'rule.txt',
      title: uniqueTitle('报销规则'),
    });
    const app = await openDetail('lisi', doc.id);
    await screen.findByRole('heading', { level: 1, name: doc.title });
    const input = screen.getByLabelText('选择新版本文件') as HTMLInputElement;
    await app.user.upload(input, new File(['第一段不变。\n报销须在十日内提交。'], 'rule-v2.txt', { type: 'text/plain' }));
    await waitFor(async () => {
      const versions = await callAs<{ version: number }[]>('lisi', libraryVersions, {}, { id: doc.id });
      expect(versions.map((v) => v.version)).toEqual([2, 1]);
    });
    expect(await screen.findByText('第2版为草稿，尚未提交审核')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: '版本历史' }));
    const drawer = await screen.findByRole('dialog', { name: '版本历史' });
    await within(drawer).findByTestId('version-2');
    await app.user.click(within(drawer).getByRole('checkbox', { name: '选择第1版进行对比' }));
    await app.user.click(within(drawer).getByRole('checkbox', { name: '选择第2版进行对比' }));
    await app.user.click(within(drawer).getByRole('button', { name: '对比所选版本' }));
    const compare = await screen.findByRole('dialog', { name: '版本对比：第1版 → 第2版' });
    await waitFor(() => expect(within(compare).getByTestId('diff-stats').textContent).toBe('修改 1 段 · 删除 0 段 · 新增 0 段'));
    expect([...compare.querySelectorAll('del')].map((e) => e.textContent).join('|')).toBe('五');
    expect([...compare.querySelectorAll('ins')].map((e) => e.textContent).join('|')).toBe('十');
  });

  it('moves the document to the recycle bin and goes back to the library', async () => {
    const doc = await createDoc({ bytes: text('过期的通知。'), name: 'old.txt', title: uniqueTitle('过期通知') });
    const app = await openDetail('lisi', doc.id);
    await screen.findByRole('heading', { level: 1, name: doc.title });
    await app.user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除文档' });
    await app.user.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(app.path()).toBe('/library'));
  });

  it('shows the not-found state for a document the reader may not see', async () => {
    const doc = await createDoc({ bytes: text('草稿。'), name: 'draft.txt', draft: true });
    await openDetail('zhangsan', doc.id);
    expect(await screen.findByText('文档不存在或无权查看')).toBeTruthy();
  });
});
