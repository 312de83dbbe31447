import { DOMAIN_IDS } from '@contract/platform/domains';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/shared/lib/api-error';
import { toFormData } from '@/shared/lib/form-data';
import type { UploadProgress } from '@/shared/lib/http';
import { signInAs } from '@/test/render-app';
import { type UploadFields, type UploadResult, type VideoUploader, videoUploadForm } from '../api/video-upload';
import type { ProbedFile } from '../lib/probe-video-file';
import { UploadVideoForm } from './upload-video-form';

/** One call of the injected uploader, settled by the test. */
interface Call {
  file: File;
  fields: UploadFields;
  probed: ProbedFile;
  signal: AbortSignal;
  progress: (p: UploadProgress) => void;
  resolve: (r: UploadResult) => void;
}

function fakeUploader() {
  const calls: Call[] = [];
  const uploader: VideoUploader = ({ input, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (!signal || !onProgress) throw new Error('the form always passes a signal and a progress callback');
      signal.addEventListener('abort', () => reject(new ApiError('cancelled', 0, '请求已取消')));
      calls.push({ ...input, signal, progress: onProgress, resolve });
    });
  return { calls, uploader };
}

const PROBED: ProbedFile = { duration: 20, width: 480, height: 270, poster: new Blob([new Uint8Array([0xff, 0xd8, 0xff])]) };

async function renderForm(uploader: VideoUploader, submit = vi.fn(async () => undefined)) {
  await signInAs('zhangsan');
  const prober = vi.fn(async () => PROBED);
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <UploadVideoForm onClose={() => undefined} uploader={uploader} prober={prober} submit={submit} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { user, prober, submit, pick: (f: File) => user.upload(input, f) };
}

const clip = (name = '安全培训.mp4') => new File([new Uint8Array(2048)], name, { type: 'video/mp4' });
const bar = () => screen.getByRole('progressbar', { name: '上传进度' });

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:poster';
  URL.revokeObjectURL ??= () => undefined;
});

describe('the video upload form', () => {
  it('reads the file, shows the progress and submits the video for approval', async () => {
    const { calls, uploader } = fakeUploader();
    const d = await renderForm(uploader);
    await d.pick(clip());
    expect(d.prober).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('安全培训');
    expect((await screen.findByTestId('file-facts')).textContent).toBe('2.0 KB · 时长 0:20 · 480×270');
    expect(screen.getByRole('img', { name: '封面预览' })).toBeTruthy();

    await d.user.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.fields).toEqual({ title: '安全培训', summary: '', labelIds: [], groupId: null });
    expect(calls[0]!.probed).toBe(PROBED);
    act(() => calls[0]!.progress({ loaded: 820, total: 2048 }));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByTestId('upload-percent').textContent).toBe('上传中 40%');

    act(() => calls[0]!.resolve({ id: 42, version: 1, status: 'draft', kind: 'mp4' }));
    expect(await screen.findByText('视频已提交审核，审核通过后将出现在视频库中。')).toBeTruthy();
    expect(d.submit).toHaveBeenCalledWith(42);
    expect(screen.getByRole('link', { name: '查看视频' }).getAttribute('href')).toMatch(
      new RegExp(`#/detail\\?id=42&domainId=${DOMAIN_IDS.video}$`),
    );
  });

  it('cancels an upload: the request is aborted and the form stays for another try', async () => {
    const { calls, uploader } = fakeUploader();
    const d = await renderForm(uploader);
    await d.pick(clip());
    await d.user.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.progress({ loaded: 300, total: 2048 }));
    await d.user.click(screen.getByRole('button', { name: '取消上传' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe('已取消上传');
    expect(screen.queryByRole('progressbar', { name: '上传进度' })).toBeNull();
    expect(d.submit).not.toHaveBeenCalled();

    await d.user.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('refuses a file that is no MP4 or WebM before uploading', async () => {
    const { calls, uploader } = fakeUploader();
    const d = await renderForm(uploader);
    await d.pick(new File(['x'], '会议记录.avi', { type: 'video/x-msvideo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('仅支持 MP4 和 WebM 视频');
    expect(d.prober).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '开始上传' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe('the upload form', () => {
  it('carries the fields and what the browser read from the file', () => {
    const form = toFormData(
      videoUploadForm({ file: clip(), fields: { title: '标题', summary: '简介', labelIds: [3, 5], groupId: 7 }, probed: PROBED }),
    );
    expect(form.get('title')).toBe('标题');
    expect(form.get('summary')).toBe('简介');
    expect(form.get('labelIds')).toBe('3,5');
    expect(form.get('groupId')).toBe('7');
    expect(form.get('duration')).toBe('20');
    expect(form.get('width')).toBe('480');
    expect((form.get('poster') as File).name).toBe('poster.jpg');
    const bare = toFormData(
      videoUploadForm({
        file: clip(),
        fields: { title: 't', summary: '', labelIds: [], groupId: null },
        probed: { duration: null, width: null, height: null, poster: null },
      }),
    );
    expect([...bare.keys()]).toEqual(['file', 'title']);
  });
});
