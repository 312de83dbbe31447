import type { AnyEndpoint } from '@contract/platform/endpoint';
import { PERMISSION_KEYS, PERMISSION_NAMES, type PermissionKey, requiredKeys } from '@contract/platform/permissions';
import { allEndpoints } from '@contract/platform/registry';
import { sql } from 'drizzle-orm';
import { loadSession } from '../http/session';
import { createSession } from '../modules/auth/session.service';
import { call } from '../test/client';
import { grantKeys } from '../test/grants';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { userId } from '../test/knowledge/factory';
import { sampleParams } from '../test/platform/contract-routes';

/**
 * The authorization matrix, generated from the contract: every endpoint ×
 * anonymous, visitor, staff without one of the endpoint's keys, staff and
 * admin, expecting what the endpoint's `access` says of the gate. A new
 * module's endpoints are covered the day they join contract/platform/registry.ts.
 *
 * public: no caller is refused by the gate; signedIn: anonymous 401, every
 * signed-in caller passes; keys: anonymous 401, a caller missing a key 403
 * naming it, a holder of all of them passes (any answer but 401 or the
 * gate's 403 for one of those keys). Inputs are empty: the gate decides
 * before the input is read, and empty input keeps handlers from changing data.
 */

type Caller = { name: string; userId: number | null; permissions: ReadonlySet<PermissionKey> };

let rt: TestRuntime;
const callers = new Map<string, Caller>();

/** Keys some endpoint requires: each gets a staff member holding every key but that one. */
const GATED_KEYS = PERMISSION_KEYS.filter((k) => allEndpoints.some((ep) => requiredKeys(ep.access).includes(k)));
const lacking = (key: PermissionKey) => `lacks-${key.toLowerCase().replaceAll('_', '-')}`;

async function register(name: string, username: string) {
  const id = await userId(rt, username);
  const session = await loadSession(rt.deps.db, (await createSession(rt.deps.db, id)).token);
  if (!session) throw new Error(`no session for ${username}`);
  callers.set(name, { name, userId: id, permissions: session.permissions });
}

beforeAll(async () => {
  rt = await createTestRuntime();
  callers.set('anonymous', { name: 'anonymous', userId: null, permissions: new Set() });
  await register('visitor', 'wangwu');
  await register('staff', 'zhangsan');
  await register('admin', 'admin');
  for (const key of GATED_KEYS) {
    const username = lacking(key);
    await rt.deps.db.execute(sql`insert into users (username, nickname, type) values (${username}, ${username}, 1)`);
    await grantKeys(
      rt,
      username,
      `缺少${PERMISSION_NAMES[key]}`,
      PERMISSION_KEYS.filter((k) => k !== key),
    );
    await register(username, username);
  }
});
afterAll(() => rt.close());

const GATE_401 = /^(请先登录|登录已失效，请重新登录)$/;
const gate403 = (key: PermissionKey) => `没有「${PERMISSION_NAMES[key]}」权限`;

/** Calls the endpoint as the caller, with a session of its own (a handler such as logout may end the session it runs under). */
async function callAs(caller: Caller, ep: AnyEndpoint) {
  const token = caller.userId === null ? undefined : (await createSession(rt.deps.db, caller.userId)).token;
  return call(rt, ep, {}, { token, params: sampleParams(ep) });
}

async function expectGate(caller: Caller, ep: AnyEndpoint) {
  const res = await callAs(caller, ep);
  const outcome = { status: res.status, message: res.body.message };
  const keys = requiredKeys(ep.access);
  if (ep.access !== 'public' && caller.userId === null) {
    expect(outcome).toEqual({ status: 401, message: expect.stringMatching(GATE_401) });
    return;
  }
  const missing = keys.find((k) => !caller.permissions.has(k));
  if (missing) {
    expect(outcome).toEqual({ status: 403, message: gate403(missing) });
    return;
  }
  // Passed the gate: whatever the handler answers, it is not the gate's refusal.
  expect(outcome.status).not.toBe(401);
  if (outcome.status === 403) expect(keys.map(gate403)).not.toContain(outcome.message);
}

const endpointCases = allEndpoints.map((ep) => [ep.id, ep] as const);

describe('authorization matrix', () => {
  // Callers in this order: the admin, whose calls run handlers with the widest rights, comes last.
  for (const name of ['anonymous', 'visitor', 'staff']) {
    describe(name, () => {
      it.each(endpointCases)('%s: the gate answers as the access rule says', async (_id, ep) => {
        await expectGate(callers.get(name)!, ep);
      });
    });
  }

  describe('staff without one of the keys', () => {
    const cases = allEndpoints.flatMap((ep) =>
      requiredKeys(ep.access).map((key) => [`${ep.id} without ${key}`, ep, key] as const),
    );
    it.each(cases)('%s: refused with 403 naming the key', async (_label, ep, key) => {
      const caller = callers.get(lacking(key))!;
      const res = await callAs(caller, ep);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: gate403(key) });
    });

    it('holds every key but one, so each caller tests exactly one key', () => {
      for (const key of GATED_KEYS) {
        expect([...PERMISSION_KEYS].filter((k) => !callers.get(lacking(key))!.permissions.has(k))).toEqual([key]);
      }
    });
  });

  describe('admin', () => {
    it.each(endpointCases)('%s: the gate lets a system administrator through', async (_id, ep) => {
      await expectGate(callers.get('admin')!, ep);
    });
  });
});
