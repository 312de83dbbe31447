import crypto from 'node:crypto';
import http from 'node:http';
import { configUpdate } from '@contract/admin/admin-config';
import { labelUpdate } from '@contract/admin/admin-labels';
import { queryConfigList } from '@contract/common/common';
import { libraryRemove } from '@contract/library/library-versions';
import { libraryPreview } from '@contract/library/library-views';
import { recyclePurge } from '@contract/recycle/recycle';
import { searchSuggest } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_JOB } from '../knowledge/purge-job';
import { pdfFixture } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import {
  callServer,
  disposeServer,
  exitWithin,
  type ServerProcess,
  signIn,
  startServer,
  tempDataDir,
} from '../test/platform/server-process';

const PASSWORD = 'Aikn@2026';
const START_MS = 240_000;

let rt: TestRuntime;
const dirs = [tempDataDir('scale-a'), tempDataDir('scale-b')];
let a: ServerProcess;
let b: ServerProcess;
let lisi = '';
let admin = '';

/**
 * Two real server processes on one database (as behind a load balancer):
 * files, jobs, caches and configuration must not depend on which of them a
 * request reaches. Both start at the same moment.
 */
beforeAll(async () => {
  rt = await createTestRuntime();
  const env = (dataDir: string) => ({
    DATABASE_URL: rt.databaseUrl,
    AIKN_BLOB_STORE: 'postgres',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  [a, b] = await Promise.all(dirs.map((d) => startServer(env(d))));
  lisi = await signIn(a.base, 'lisi', PASSWORD);
  admin = await signIn(b.base, 'admin', PASSWORD);
}, START_MS);

afterAll(async () => {
  await Promise.all([disposeServer(a, dirs[0]), disposeServer(b, dirs[1])]);
  await rt.close();
}, 120_000);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(base: string, token: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  const res = await fetch(`${base}/aikn-app/library/upload`, { method: 'POST', body: form, headers: auth(token) });
  return { status: res.status, body: (await res.json()) as { data: { id: number; version: number } } };
}

const fileOn = (base: string, id: number, version: number, range?: string) =>
  fetch(`${base}/aikn-app/library/file/${id}?version=${version}`, {
    headers: { ...auth(lisi), ...(range ? { range } : {}) },
  });

/**
 * Asks `probe` again and again until it answers true (10 s at most) and
 * returns how long after `since` the first successful ask was sent: the
 * moment B answered with the change, not when a loaded machine delivered it.
 */
async function seenAfter(since: number, probe: () => Promise<boolean>): Promise<number> {
  while (Date.now() - since < 10_000) {
    const sent = Date.now();
    if (await probe()) return sent - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the change was not seen within 10 s');
}

describe('two servers on one database', () => {
  it('ran the purge job once although both started it at the same moment', async () => {
    await vi.waitFor(
      async () => {
        const r = await rt.deps.db.execute<{ runs: number }>(sql`select runs from job_runs where name = ${PURGE_JOB}`);
        expect(r.rows[0]?.runs).toBe(1);
      },
      { timeout: 30_000 },
    );
  });

  it('serves a file uploaded through A from B, with Range and preview; deleted through B, it is gone on A', async () => {
    // A PDF of its own (a unique page text), so no other content shares its bytes.
    const pdf = pdfFixture([`跨服务器文件 ${crypto.randomUUID()}`]);
    const up = await upload(a.base, lisi, pdf, '跨服务器.pdf');
    expect(up.status).toBe(200);
    const { id, version } = up.body.data;

    const whole = await fileOn(b.base, id, version);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(pdf);
    for (const [range, from, to] of [
      ['bytes=0-99', 0, 99],
      [`bytes=100-${pdf.length - 101}`, 100, pdf.length - 101],
      [`bytes=-50`, pdf.length - 50, pdf.length - 1],
    ] as const) {
      const part = await fileOn(b.base, id, version, range);
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${from}-${to}/${pdf.length}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(pdf.subarray(from, to + 1));
    }
    expect((await fileOn(b.base, id, version, `bytes=${pdf.length}-`)).status).toBe(416);

    const preview = await callServer<{ kind: string; pageUrl: string; pages: number }>(
      b.base,
      libraryPreview,
      {},
      {
        token: lisi,
        params: { id },
      },
    );
    expect(preview.body.data).toMatchObject({ kind: 'pdf', pages: 1 });
    const page = await fetch(`${b.base}${preview.body.data.pageUrl}&page=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^image\//);
    expect((await page.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const [file] = (
      await rt.deps.db.execute<{ key: string }>(sql`
        select f.storage_key as key from document_files df join files f on f.id = df.file_id where df.knowledge_id = ${id}`)
    ).rows;
    expect((await callServer(b.base, libraryRemove, {}, { token: lisi, params: { id } })).status).toBe(200);
    expect((await callServer(b.base, recyclePurge, {}, { token: lisi, params: { id } })).status).toBe(200);
    expect((await fileOn(a.base, id, version)).status).toBe(404);
    const left = await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from blob_keys where key = ${file!.key}`);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("shows a label an administrator renamed through A in B's suggestions within a second", async () => {
    const [label] = (
      await rt.deps.db.execute<{ id: number }>(sql`select id from labels where parent_id is not null order by id limit 1`)
    ).rows;
    const name = `跨服务标签${crypto.randomInt(1000, 9999)}`;
    const suggested = async () =>
      (
        await callServer<{ labels: { name: string }[] }>(b.base, searchSuggest, { keyword: name }, { token: admin })
      ).body.data.labels.map((l) => l.name);
    // B reads (and keeps) the label names before the change.
    expect(await suggested()).toEqual([]);
    const changed = await callServer(a.base, labelUpdate, { name }, { token: admin, params: { id: label!.id } });
    expect(changed.status).toBe(200);
    expect(await seenAfter(Date.now(), async () => (await suggested()).includes(name))).toBeLessThan(1_000);
  });

  it('shows a configuration change made through A on B within a second', async () => {
    const name = `跨服务器知识中心${crypto.randomInt(1000, 9999)}`;
    const changed = await callServer(a.base, configUpdate, { code: 'system.name', value: name }, { token: admin });
    expect(changed.status).toBe(200);
    const seen = await seenAfter(Date.now(), async () => {
      const r = await callServer<{ code: string; value: string }[]>(b.base, queryConfigList, ['system.name']);
      return r.body.data.find((c) => c.code === 'system.name')?.value === name;
    });
    expect(seen).toBeLessThan(1_000);
  });

  it('keeps idle connections longer than a load balancer would, and the planner compiles nothing', async () => {
    const res = await fetch(`${a.base}/healthz`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
    const jit = await rt.deps.pool.query<{ jit: string }>('show jit');
    expect(jit.rows[0]!.jit).toBe('off');
  });

  it('stops within moments on SIGTERM although a client keeps sending on its keep-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${b.base}/healthz`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    expect(await get()).toBe(200);
    let answered = 0;
    let stopped = false;
    const busy = (async () => {
      while (!stopped) {
        try {
          await get();
          answered++;
        } catch {
          return;
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const at = Date.now();
    b.child.kill('SIGTERM');
    const { code } = await exitWithin(b, 15_000);
    stopped = true;
    await busy;
    agent.destroy();
    expect(code).toBe(0);
    expect(Date.now() - at).toBeLessThan(15_000);
    expect(answered).toBeGreaterThan(0);
  });
});
