import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { requiredKeys } from '@contract/platform/permissions';
import { allEndpoints } from '@contract/platform/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { handlerRoutes, PLATFORM_ROUTES, routeKey, sampleParams } from '../test/platform/contract-routes';

const guarded = allEndpoints.filter((ep) => ep.access !== 'public');
const permissioned = allEndpoints.filter((ep) => requiredKeys(ep.access).length > 0);

describe('contract binding', () => {
  let rt: TestRuntime;
  /** A signed-in user with no roles and no admin flag: holds no permission at all. */
  let bareToken: string;

  beforeAll(async () => {
    rt = await createTestRuntime({ seed: 'none' });
    const [u] = await rt.deps.db
      .insert(users)
      .values({ username: 'no-roles-user', nickname: '无角色用户', type: 1, isAdmin: false })
      .returning({ id: users.id });
    bareToken = (await createSession(rt.deps.db, u.id)).token;
  });
  afterAll(async () => {
    await rt?.close();
  });

  it('defines each endpoint once: unique ids and unique method + path', () => {
    const ids = allEndpoints.map((ep) => ep.id);
    const keys = allEndpoints.map((ep) => routeKey(ep.method, ep.path));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('binds a handler to every contract endpoint', () => {
    const routes = new Set(handlerRoutes(rt.app.routes));
    const missing = allEndpoints.filter((ep) => !rt.binder.bound.has(ep.id) || !routes.has(routeKey(ep.method, ep.path)));
    expect(missing.map((ep) => `${ep.id} (${ep.method} ${ep.path})`)).toEqual([]);
  });

  it('has no handler without a contract entry', () => {
    const contract = new Set(allEndpoints.map((ep) => routeKey(ep.method, ep.path)));
    const stray = handlerRoutes(rt.app.routes).filter((k) => !contract.has(k) && !PLATFORM_ROUTES.has(k));
    expect(stray).toEqual([]);
    // A binding of an endpoint object the registry does not list (a module file missing from registry.ts).
    const listed = new Set(allEndpoints);
    expect([...rt.binder.bound.values()].filter((ep) => !listed.has(ep)).map((ep) => ep.id)).toEqual([]);
  });

  describe.each(guarded.map((ep) => [ep.id, ep] as const))('%s', (_id, ep) => {
    it('refuses an anonymous caller with 401 and code -1', async () => {
      const res = await call(rt, ep, {}, { params: sampleParams(ep) });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: CODE_UNAUTHENTICATED, success: false, data: null });
      expect(res.body.message).toMatch(/登录/);
    });

    it('refuses an unknown token with 401 and code -1', async () => {
      const res = await call(rt, ep, {}, { params: sampleParams(ep), token: 'x'.repeat(43) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(CODE_UNAUTHENTICATED);
    });
  });

  describe.each(permissioned.map((ep) => [ep.id, ep] as const))('%s', (_id, ep) => {
    it(`refuses a signed-in caller without ${requiredKeys(ep.access).join(' + ')} with 403`, async () => {
      const res = await call(rt, ep, {}, { params: sampleParams(ep), token: bareToken });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, success: false, data: null });
    });
  });

  it('never asks anonymous callers of a public endpoint to sign in', async () => {
    const refused: string[] = [];
    for (const ep of allEndpoints.filter((e) => e.access === 'public')) {
      const res = await call(rt, ep, {}, { params: sampleParams(ep) });
      if (res.status === 401 || res.body.code === CODE_UNAUTHENTICATED) refused.push(`${ep.id}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
