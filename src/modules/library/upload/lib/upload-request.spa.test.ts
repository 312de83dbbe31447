import { libraryUpload } from '@contract/library/library';
import { ApiError } from '@/shared/lib/api-error';
import { toFormData } from '@/shared/lib/form-data';
import { apiUpload, type UploadProgress } from '@/shared/lib/http';
import { setToken } from '@/shared/lib/token';
import type { BatchFields } from './upload-queue';
import { documentUploadForm } from './upload-request';

/** A stand-in XMLHttpRequest that the test drives by hand: progress, answer, abort. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  withCredentials = false;
  responseType = '';
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const FIELDS: BatchFields = { labelIds: [3, 5], groupId: 2, question: '如何申请差旅报销？', chronicle: null };
const pdf = () => new File(['%PDF-1.4 test'], '制度.pdf', { type: 'application/pdf' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

/** What the queue's upload mutation sends for one file. */
const uploadDocument = (
  file: File,
  fields: BatchFields,
  opts: { signal: AbortSignal; onProgress: (p: UploadProgress) => void },
) => apiUpload(libraryUpload, toFormData(documentUploadForm({ file, fields })), opts);
const uploadForm = (file: File, fields: BatchFields) => toFormData(documentUploadForm({ file, fields }));

describe('the document uploader', () => {
  it('posts the form with the token and reports progress until the answer', async () => {
    setToken('tok-123', new Date(Date.now() + 60_000));
    const seen: number[] = [];
    const pending = uploadDocument(pdf(), FIELDS, {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(Math.round((p.loaded / p.total) * 100)),
    });
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'POST', withCredentials: true });
    expect(new URL(xhr.url).pathname).toBe('/aikn-app/library/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    xhr.progress(25, 100);
    xhr.progress(80, 100);
    xhr.progress(100, 100);
    xhr.answer({
      code: 1,
      message: 'ok',
      success: true,
      data: { id: 9, version: 1, status: 'draft', kind: 'pdf', textStatus: 'ok' },
    });
    await expect(pending).resolves.toMatchObject({ id: 9, textStatus: 'ok' });
    expect(seen).toEqual([25, 80, 100]);
  });

  it('rejects with the server refusal in Chinese', async () => {
    const pending = uploadDocument(pdf(), FIELDS, { signal: new AbortController().signal, onProgress: () => undefined });
    FakeXhr.last!.answer({ code: 400, message: '文件内容与扩展名不符', success: false, data: null });
    await expect(pending).rejects.toMatchObject({ kind: 'server', message: '文件内容与扩展名不符' });
  });

  it('aborts the request when cancelled and rejects as cancelled', async () => {
    const ctl = new AbortController();
    const pending = uploadDocument(pdf(), FIELDS, { signal: ctl.signal, onProgress: () => undefined });
    FakeXhr.last!.progress(10, 100);
    ctl.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'cancelled' });
  });

  it('reports a total of 0 when the browser cannot tell the length', async () => {
    const seen: { loaded: number; total: number }[] = [];
    void uploadDocument(pdf(), FIELDS, { signal: new AbortController().signal, onProgress: (p) => seen.push(p) }).catch(
      () => undefined,
    );
    FakeXhr.last!.progress(40, 999, false);
    expect(seen).toEqual([{ loaded: 40, total: 0 }]);
  });
});

describe('the upload form', () => {
  it('carries the file and the shared fields as the server reads them', () => {
    const form = uploadForm(pdf(), FIELDS);
    expect((form.get('file') as File).name).toBe('制度.pdf');
    expect(form.get('labelIds')).toBe('3,5');
    expect(form.get('groupId')).toBe('2');
    expect(form.get('question')).toBe('如何申请差旅报销？');
    expect(form.get('isChronicle')).toBe('false');
    expect(form.get('region')).toBeNull();
  });

  it('adds region and year for a chronicle and leaves out empty fields', () => {
    const form = uploadForm(pdf(), { labelIds: [], groupId: null, question: null, chronicle: { region: '绍兴市', year: 1987 } });
    expect([...form.keys()].sort()).toEqual(['file', 'isChronicle', 'region', 'year']);
    expect(form.get('isChronicle')).toBe('true');
    expect(form.get('region')).toBe('绍兴市');
    expect(form.get('year')).toBe('1987');
  });
});
