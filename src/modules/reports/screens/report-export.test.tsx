import { CODE_OK } from '@contract/platform/envelope';
import { reportExport } from '@contract/reports/reports-export';
import { reportSearchLog } from '@contract/reports/reports-search';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw';
import { renderApp, signInAs } from '@/test/render-app';

const encoder = new TextEncoder();

/** An empty search log, so the page renders its export button. */
function emptySearchLog() {
  server().use(
    http.post(`*${reportSearchLog.path}`, () =>
      HttpResponse.json({ code: CODE_OK, success: true, message: '', data: { total: 0, list: [], cloud: [] } }),
    ),
  );
}

/**
 * Answers the export with a CSV sent in pieces: the header and two rows first,
 * then (when `finish` resolves) a last row and the end. Records the request.
 */
function streamedExport(finish: Promise<void>) {
  const bodies: Record<string, unknown>[] = [];
  server().use(
    http.post(`*${reportExport.path}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('时间,关键词\n2026-11-20,报销流程\n2026-11-21,年假\n'));
          await finish;
          controller.enqueue(encoder.encode('2026-11-22,差旅\n'));
          controller.close();
        },
      });
      return new HttpResponse(stream, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('搜索日志-2026-11-01至2026-11-30.csv')}`,
        },
      });
    }),
  );
  return { bodies };
}

describe('report export', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('streams the current filters to a file, showing rows received, and saves it under the server name', async () => {
    emptySearchLog();
    let release: () => void = () => undefined;
    const exp = streamedExport(new Promise<void>((r) => (release = r)));
    await signInAs('admin');
    const app = await renderApp(
      '/reportStatistics/searchLog?period=range&from=2026-11-01&to=2026-11-30&tab=noHits&keyword=%E6%8A%A5%E9%94%80',
    );
    await screen.findByRole('table', { name: '搜索记录' });
    await app.user.click(screen.getByRole('button', { name: '导出' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '导出 CSV' }));
    expect(await screen.findByText(/已接收 .*，2 行/)).toBeTruthy();
    expect(exp.bodies[0]).toMatchObject({
      name: 'searchLog',
      format: 'csv',
      filters: { from: '2026-11-01', to: '2026-11-30', view: 'noHits', keyword: '报销' },
    });
    release();
    await waitFor(() => expect(saved).toEqual(['搜索日志-2026-11-01至2026-11-30.csv']));
    expect(screen.queryByRole('button', { name: '取消导出' })).toBeNull();
  });

  it('stops the transfer on 取消导出 and saves nothing', async () => {
    emptySearchLog();
    const exp = streamedExport(new Promise<void>(() => undefined));
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/searchLog');
    await screen.findByRole('table', { name: '搜索记录' });
    await app.user.click(screen.getByRole('button', { name: '导出' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '导出 Excel（XLSX）' }));
    expect(await screen.findByText(/正在导出 XLSX：已接收/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '取消导出' }));
    await waitFor(() => expect(screen.queryByText(/正在导出/)).toBeNull());
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(saved).toEqual([]);
    expect(exp.bodies[0]).toMatchObject({ name: 'searchLog', format: 'xlsx' });
  });
});
