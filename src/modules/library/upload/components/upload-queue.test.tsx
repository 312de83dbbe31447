import { DOMAIN_IDS } from '@contract/platform/domains';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/shared/lib/api-error';
import type { UploadProgress } from '@/shared/lib/http';
import type { BatchFields, UploadResult } from '../lib/upload-queue';
import type { Uploader } from '../lib/upload-request';
import { UploadQueue } from './upload-queue';

const FIELDS: BatchFields = { labelIds: [], groupId: null, question: null, chronicle: null };

/** One call of the injected uploader, settled by the test. */
interface Call {
  file: File;
  signal: AbortSignal;
  progress: (p: UploadProgress) => void;
  resolve: (r: UploadResult) => void;
  reject: (e: unknown) => void;
}

function fakeUploader() {
  const calls: Call[] = [];
  const uploader: Uploader = ({ input, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (!signal || !onProgress) throw new Error('the queue always passes a signal and a progress callback');
      signal.addEventListener('abort', () => reject(new ApiError('cancelled', 0, '请求已取消')));
      calls.push({ file: input.file, signal, progress: onProgress, resolve, reject });
    });
  return { calls, uploader };
}

const done = (id: number, textStatus: UploadResult['textStatus'] = 'ok'): UploadResult => ({
  id,
  version: 1,
  status: 'draft',
  kind: 'pdf',
  textStatus,
});

async function renderQueue(uploader: Uploader) {
  const root = createRootRoute({
    component: () => <UploadQueue fields={FIELDS} docStatuses={{}} onEdit={() => undefined} uploader={uploader} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory() });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const input = await screen.findByLabelText('选择要上传的文件');
  return { user, router, pick: (...files: File[]) => user.upload(input as HTMLInputElement, files) };
}

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
const row = (name: string) => screen.getByRole('listitem', { name });
const bar = (name: string) => within(row(name)).getByRole('progressbar');

describe('the upload queue', () => {
  it('moves the bar with each progress event and ends with the text status', async () => {
    const { calls, uploader } = fakeUploader();
    const q = await renderQueue(uploader);
    await q.pick(file('规章制度.pdf', 2048));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(row('规章制度.pdf')).getByText('2.0 KB')).toBeTruthy();

    act(() => calls[0]!.progress({ loaded: 512, total: 2048 }));
    await waitFor(() => expect(bar('规章制度.pdf').getAttribute('aria-valuenow')).toBe('25'));
    expect(within(row('规章制度.pdf')).getByText('上传中 25%')).toBeTruthy();
    act(() => calls[0]!.progress({ loaded: 2048, total: 2048 }));
    await within(row('规章制度.pdf')).findByText('已传完，正在识别文件并提取文字…');

    act(() => calls[0]!.resolve(done(11)));
    await within(row('规章制度.pdf')).findByText('上传成功');
    expect(bar('规章制度.pdf').getAttribute('aria-valuenow')).toBe('100');
    expect(within(row('规章制度.pdf')).getByTestId('text-status').textContent).toBe('提取成功');
    expect(within(row('规章制度.pdf')).getByRole('link', { name: '查看文档' }).getAttribute('href')).toMatch(
      new RegExp(`/detail\\?id=11&domainId=${DOMAIN_IDS.library}$`),
    );
  });

  it('uploads two files at a time and starts the next when one ends', async () => {
    const { calls, uploader } = fakeUploader();
    const q = await renderQueue(uploader);
    await q.pick(file('一.pdf'), file('二.pdf'), file('三.pdf'));
    await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(['一.pdf', '二.pdf']));
    expect(within(row('三.pdf')).getByText('等待上传')).toBeTruthy();
    expect(screen.getByTestId('upload-summary').textContent).toBe('共 3 个文件：上传中 2，等待 1');

    act(() => calls[1]!.resolve(done(2)));
    await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(['一.pdf', '二.pdf', '三.pdf']));
  });

  it('cancels an upload: the request is aborted, the row says 已取消 and can be retried or removed', async () => {
    const { calls, uploader } = fakeUploader();
    const q = await renderQueue(uploader);
    await q.pick(file('草稿.docx'));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.progress({ loaded: 300, total: 1000 }));
    await q.user.click(within(row('草稿.docx')).getByRole('button', { name: '取消' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    await within(row('草稿.docx')).findByText('已取消');
    expect(bar('草稿.docx').getAttribute('aria-valuenow')).toBe('0');

    await q.user.click(within(row('草稿.docx')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.signal.aborted).toBe(false);
    await q.user.click(within(row('草稿.docx')).getByRole('button', { name: '取消' }));
    await q.user.click(within(row('草稿.docx')).getByRole('button', { name: '移除' }));
    expect(screen.queryByRole('listitem', { name: '草稿.docx' })).toBeNull();
  });

  it('shows the refusal on the row and a failed extraction as a warning', async () => {
    const { calls, uploader } = fakeUploader();
    const q = await renderQueue(uploader);
    await q.pick(file('伪装.pdf'), file('扫描件.pdf'));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() =>
      calls[0]!.reject(new ApiError('server', 400, '文件内容与扩展名不符：文件名为 .pdf，内容却是文本（TXT），请检查后重新上传')),
    );
    act(() => calls[1]!.resolve(done(5, 'failed')));
    expect((await within(row('伪装.pdf')).findByRole('alert')).textContent).toMatch(/^文件内容与扩展名不符/);
    expect(within(row('伪装.pdf')).getByRole('button', { name: '重试' })).toBeTruthy();
    await within(row('扫描件.pdf')).findByText('上传成功');
    expect(within(row('扫描件.pdf')).getByTestId('text-status').textContent).toBe('提取失败');
    expect(within(row('扫描件.pdf')).getByText(/未能提取其中的文字/)).toBeTruthy();
  });

  it('asks before leaving the page while a file still uploads', async () => {
    const { calls, uploader } = fakeUploader();
    const q = await renderQueue(uploader);
    await q.pick(file('进行中.pdf'));
    await waitFor(() => expect(calls).toHaveLength(1));
    void q.router.navigate({ to: '/library' });
    const dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    expect(within(dialog).getByText('还有 1 个文件正在上传或等待上传，离开将取消这些上传。')).toBeTruthy();
    await q.user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '离开此页面？' })).toBeNull());
    expect(q.router.state.location.pathname).toBe('/');
    expect(calls[0]!.signal.aborted).toBe(false);

    act(() => calls[0]!.resolve(done(3)));
    await within(row('进行中.pdf')).findByText('上传成功');
    await q.router.navigate({ to: '/library' });
    expect(q.router.state.location.pathname).toBe('/library');
    expect(screen.queryByRole('dialog', { name: '离开此页面？' })).toBeNull();
  });
});
