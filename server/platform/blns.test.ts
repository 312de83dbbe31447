import { login } from '@contract/auth/auth';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, roles, users } from '../db/schema/index';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { encryptedFor } from '../test/login';
import { classSample } from '../test/platform/blns-classes';
import { Findings, Prober } from '../test/platform/blns-probe';
import { sampleParams } from '../test/platform/contract-routes';
import { baseInput, type FieldPath, stringFieldPaths, withValue } from '../test/platform/sample-input';

/** Bases the schema alone cannot produce (cross-field rules). */
const HAND_WRITTEN: Record<string, unknown> = {
  'auth.visitorCode': { mobile: '13800138000', purpose: 'register' },
  'auth.visitorRegister': { mobile: '13800138001', code: '123456', password: 'x', keyId: 'k', nickname: '访客' },
  'accountSecurity.contactCode': { channel: 'sms', target: '13800138002' },
  'accountSecurity.changeContact': { channel: 'sms', target: '13800138003', code: '123456' },
  'account.searchesRemove': { ids: [1] },
  'footprint.remove': { items: [{ knowledgeId: 1, day: '2026-01-01' }] },
  'account.readingSave': { fontSize: 16 },
  'account.notifySave': { group: 'like', enabled: true },
  'graph.path': { startId: 1, endId: 2 },
  'graph.edgeSave': { sourceId: 1, relationTypeId: 1, targetId: 2 },
  'reports.export': { name: 'searchLog', filters: { from: '2026-01-01', to: '2026-01-31' }, format: 'csv' },
};

/** Sign-in gets every string in every field, in its own file (blns-login.test.ts). */
const endpoints = allEndpoints.filter((ep) => ep.id !== login.id);

interface Fixtures {
  userId: number;
  groupId: number;
  roleId: number;
}

/** Time for one endpoint's probes (the server project's default of 60 s is too tight for the widest inputs). */
const PROBE_TIMEOUT_MS = 180_000;

describe('naughty strings in every string field, signed in as admin', () => {
  let rt: TestRuntime;
  let prober: Prober;
  let serial = 0;

  beforeAll(async () => {
    rt = await createTestRuntime();
    prober = new Prober(rt, 'admin');
    await prober.signIn();
  });
  afterAll(async () => {
    await rt?.close();
  });

  /** Throwaway rows for the endpoints with an `:id`, so the seeded admin is never the target. */
  async function fixtures(): Promise<Fixtures> {
    const n = ++serial;
    const [g] = await rt.deps.db
      .insert(groups)
      .values({ name: `blns 组 ${n}`, parentId: null })
      .returning({ id: groups.id });
    const [u] = await rt.deps.db
      .insert(users)
      .values({ username: `blnsfx${n}`, nickname: `blns 用户 ${n}`, type: 1, groupId: g.id })
      .returning({ id: users.id });
    const [r] = await rt.deps.db
      .insert(roles)
      .values({ name: `blns 角色 ${n}`, permissions: [] })
      .returning({ id: roles.id });
    return { userId: u.id, groupId: g.id, roleId: r.id };
  }

  function paramsFor(ep: AnyEndpoint, fx: Fixtures) {
    const target = /\/user\//.test(ep.path)
      ? fx.userId
      : /\/group\//.test(ep.path)
        ? fx.groupId
        : /\/role\//.test(ep.path)
          ? fx.roleId
          : undefined;
    return sampleParams(ep, target !== undefined && ep.path.includes(':id') ? { id: target } : {});
  }

  /** Unique values for fields that must be unique, so successful creates do not turn into conflicts. */
  function freshen(input: unknown, path: FieldPath): unknown {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const out = { ...(input as Record<string, unknown>) };
    const n = ++serial;
    const touched = path[0];
    if (out.username === 'blnsuser' && touched !== 'username') out.username = `blnsuser${n}`;
    if (out.mobile === '13800138000' && touched !== 'mobile') out.mobile = `139${String(n).padStart(8, '0')}`;
    if (out.email === 'blns@example.com' && touched !== 'email') out.email = `blns${n}@example.com`;
    return out;
  }

  /** A key id decrypts once, so every probe carrying a password gets a fresh one, unless the key id is what is probed. */
  async function sealed(input: unknown, path: FieldPath): Promise<unknown> {
    if (!input || typeof input !== 'object' || !('keyId' in input) || path[0] === 'keyId') return input;
    return { ...input, ...(await encryptedFor(rt, 'Blns@2026x')) };
  }

  async function baseFor(ep: AnyEndpoint): Promise<unknown> {
    const base = baseInput(ep, HAND_WRITTEN[ep.id]);
    // A real ciphertext, so calls get past decryption into the handler's own checks.
    if (base && typeof base === 'object' && 'keyId' in base && 'password' in base)
      return { ...base, ...(await encryptedFor(rt, 'Blns@2026x')) };
    return base;
  }

  it.each(endpoints.map((ep) => [ep.id, ep] as const))(
    '%s: no 500, a well-formed envelope, nothing changed on refusal',
    async (_id, ep) => {
      const base = await baseFor(ep);
      expect(base, `no valid base input for ${ep.id}: add one to HAND_WRITTEN`).not.toBeNull();
      const params = paramsFor(ep, await fixtures());
      prober.resync();
      const found = new Findings();
      // Every class of the list reaches the endpoint through one of its slots (blns-classes.ts).
      const fields = stringFieldPaths(ep);
      const slots = [...fields.map((p) => `field ${p.join('.')}`), ...Object.keys(params).map((n) => `path :${n}`), 'query'];
      const strings = classSample(ep.id, slots);
      for (const [i, path] of fields.entries()) {
        for (const s of strings.get(slots[i]!)!)
          found.note(slots[i]!, s, await prober.probe(ep, withValue(await sealed(freshen(base, path), path), path, s), params));
      }
      for (const name of Object.keys(params)) {
        for (const s of strings.get(`path :${name}`)!)
          found.note(`path :${name}`, s, await prober.probe(ep, await sealed(freshen(base, []), []), { ...params, [name]: s }));
      }
      for (const s of strings.get('query')!)
        found.note(
          'query',
          s,
          await prober.probe(ep, await sealed(freshen(base, []), []), params, { blns: s, [s || 'empty']: s }),
        );
      expect(found.report()).toEqual([]);
    },
    // Not a speed limit: with AIKN_BLNS_FULL=1 (npm run test:naughty) an endpoint with many string fields
    // makes thousands of probes, each followed by a fingerprint of the tables.
    PROBE_TIMEOUT_MS,
  );
});
