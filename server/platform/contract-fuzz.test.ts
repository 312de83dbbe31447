import { approvalDecide } from '@contract/approval/approval';
import { logout, me } from '@contract/auth/auth';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import { wikiSave, wikiSubmit } from '@contract/wiki/wiki';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequests, seeded } from '../test/platform/fuzz-input';
import { type RawAnswer, rawRequest } from '../test/platform/raw-request';
import { baseInput } from '../test/platform/sample-input';
import { callServer, disposeServer, type ServerProcess, signIn, startServer, tempDataDir } from '../test/platform/server-process';

/** Fixed, so a failure can be replayed; bounded: a few requests per route, well under a minute in all. */
const SEED = Number(process.env.AIKN_FUZZ_SEED ?? 20_261_126);
const PER_ROUTE = 8;
/** The bound: no answer may take longer, a sign that something held the event loop. */
const SLOWEST_MS = 2000;
const PASSWORD = 'Aikn@2026';
const NO_ANSWER_MS = 10_000;

/** Bases the schema alone cannot produce (cross-field rules). */
const HAND_WRITTEN: Record<string, unknown> = {
  'auth.visitorCode': { mobile: '13800138000', purpose: 'register' },
  'auth.visitorRegister': { mobile: '13800138001', code: '123456', password: 'x', keyId: 'k', nickname: '访客' },
  'accountSecurity.contactCode': { channel: 'sms', target: '13800138002' },
  'accountSecurity.changeContact': { channel: 'sms', target: '13800138003', code: '123456' },
  'reports.export': { name: 'searchLog', filters: { from: '2026-01-01', to: '2026-01-31' }, format: 'csv' },
};

/** Path parameter values that never name a seeded row (the admin stays who he is), valid or not. */
const PARAM_VALUES = ['0', '-1', '999999', '2147483648', 'abc', '1e3', '%00', '１'];

/**
 * Random and truncated bodies, generated from the contract, to every route
 * of the real server process, signed in as admin so they reach validation:
 * never a 5xx, never an answer slower than 2 s, and the process still ready
 * at the end. Loopback only.
 */
describe('contract fuzz against the server process', () => {
  const dataDir = tempDataDir('fuzz');
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, AIKN_SEED: 'none', LOG_LEVEL: 'warn' });
    token = await signIn(server.base, 'admin', PASSWORD);
    expect((await callServer(server.base, me, {}, { token })).status).toBe(200);
  }, 180_000);

  afterAll(() => disposeServer(server, dataDir), 120_000);

  /** Each request on a fresh connection: a kept-alive socket the server closes would read as a failure of the next one. */
  async function send(ep: AnyEndpoint, path: string, r: FuzzRequest, as: string): Promise<RawAnswer | null> {
    const headers: Record<string, string> = { authorization: `Bearer ${as}` };
    if (r.contentType) headers['content-type'] = r.contentType;
    if (r.body) headers['content-length'] = String(r.body.length);
    const body = Buffer.from(r.body ?? new Uint8Array());
    return rawRequest(server.base, { method: ep.method, path: `${path}${r.query}`, headers, body, timeoutMs: NO_ANSWER_MS });
  }

  /**
   * Asks /healthz again and again until `work` has answered: the slowest of
   * those answers, with the work's own time. The first ask may slip in before
   * the server starts on the work; the next one then waits behind it if the
   * work holds the event loop.
   */
  async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; workMs: number; slowestHealthMs: number }> {
    const started = Date.now();
    let done = false;
    const timed = work.then((result) => {
      done = true;
      return { result, workMs: Date.now() - started };
    });
    let slowestHealthMs = 0;
    do {
      const health = await rawRequest(server.base, { method: 'GET', path: '/healthz', headers: {}, body: Buffer.alloc(0) });
      expect(health?.status).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, health?.ms ?? Number.POSITIVE_INFINITY);
    } while (!done);
    return { ...(await timed), slowestHealthMs };
  }

  const pathFor = (ep: AnyEndpoint, rng: ReturnType<typeof seeded>) =>
    ep.path.replace(/:[A-Za-z0-9_]+/g, () => encodeURIComponent(rng.pick(PARAM_VALUES)));

  it('answers every route without a 5xx and within 2 s, and stays ready', async () => {
    const rng = seeded(SEED);
    const problems: string[] = [];
    for (const ep of allEndpoints) {
      const base = baseInput(ep, HAND_WRITTEN[ep.id]);
      for (const r of fuzzRequests(ep, base, rng, PER_ROUTE)) {
        // Signing out ends the session it is sent with: it gets a session of its own.
        const as = ep.id === logout.id ? await signIn(server.base, 'admin', PASSWORD) : token;
        const path = pathFor(ep, rng);
        const a = (await send(ep, path, r, as).catch((err: Error) => ({ status: 0, ms: 0, body: err.message }))) ?? {
          status: 0,
          ms: 0,
          body: 'no answer',
        };
        const where = `${ep.id} ${path} ${r.what}`;
        if (a.status === 0 || a.status >= 500) problems.push(`${where}: ${a.status} ${a.body.slice(0, 200)}`);
        if (a.ms > SLOWEST_MS) problems.push(`${where}: answered after ${a.ms} ms`);
        if (server.child.exitCode !== null) throw new Error(`${where} ended the server:\n${server.output().slice(-3000)}`);
      }
    }
    expect(problems).toEqual([]);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    // The admin's own session and password survived: the fuzz never changed who he is.
    expect((await callServer(server.base, me, {}, { token })).status).toBe(200);
    expect(await signIn(server.base, 'admin', PASSWORD)).toBeTruthy();
  }, 240_000);

  it('answers /healthz while a save of 50,000 nested tags is being refused', async () => {
    const input = { title: '深层嵌套', content: '<p><b>'.repeat(50_000) };
    const { result, workMs, slowestHealthMs } = await healthWhile(callServer(server.base, wikiSave, input, { token }));
    expect(slowestHealthMs).toBeLessThan(SLOWEST_MS);
    expect(workMs).toBeLessThan(SLOWEST_MS);
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('嵌套层级过深');
  }, 60_000);

  it('answers /healthz while publishing a version whose 20,000 lines all changed', async () => {
    const body = (word: string) => Array.from({ length: 20_000 }, (_, i) => `<p>${word}${i}</p>`).join('');
    const v1 = await callServer<{ id: number }>(server.base, wikiSave, { title: '大改版', content: body('甲') }, { token });
    expect(v1.status, v1.body.message).toBe(200);
    const id = v1.body.data.id;
    const submit = async () =>
      expect((await callServer(server.base, wikiSubmit, {}, { token, params: { id } })).status).toBe(200);
    await submit();
    expect((await callServer(server.base, approvalDecide, { id, approve: true }, { token })).status).toBe(200);
    const v2 = await callServer(server.base, wikiSave, { id, baseVersion: 1, title: '大改版', content: body('乙') }, { token });
    expect(v2.status, v2.body.message).toBe(200);
    await submit();
    // This publication compares the two bodies for its change summary.
    const decide = callServer(server.base, approvalDecide, { id, approve: true }, { token });
    const { result, workMs, slowestHealthMs } = await healthWhile(decide);
    expect(slowestHealthMs).toBeLessThan(SLOWEST_MS);
    expect(workMs).toBeLessThan(SLOWEST_MS);
    expect(result.status, result.body.message).toBe(200);
  }, 120_000);
});
