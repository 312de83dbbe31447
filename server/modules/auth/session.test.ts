import { allPermissions, login, logout, me } from '@contract/auth/auth';
import type { SessionUserView, UserView } from '@contract/auth/users';
import { PERMISSION_KEYS } from '@contract/platform/permissions';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../app';
import { connect } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../http/session';
import { setDisabled } from '../../test/auth/sign-in';
import { buildRequest, call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptedFor, loginAs } from '../../test/login';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

describe('GET /base-admin/login/me', () => {
  it('answers the signed-in user', async () => {
    const res = await call<UserView>(rt, me, undefined, { token: await loginAs(rt, 'zhangsan') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: 'zhangsan',
      nickname: '张三',
      type: 1,
      isAdmin: false,
      mobile: '13800000001',
      groupName: '平台研发部',
      bound: false,
    });
  });

  it('carries the abilities the server computed for the caller', async () => {
    // The demo plates each user moderates, with the plates below them (seed: forum/plates.ts).
    const plates = async (...names: string[]) =>
      (
        await rt.deps.db.execute<{ id: number }>(sql`
          with recursive t(id) as (select id from bbs_plates where name = any(${sql.param(names)}::text[])
            union select p.id from bbs_plates p join t on p.parent_id = t.id)
          select id from t order by id`)
      ).rows.map((r) => r.id);
    const admin = await call<SessionUserView>(rt, me, undefined, { token: await loginAs(rt, 'admin') });
    expect(admin.body.data.abilities).toEqual({
      admin: true,
      approve: true,
      write: true,
      comment: true,
      reviewAll: true,
      moderates: await plates('制度问答', '人力与行政', '财务与合规'),
    });
    const zhangsan = await call<SessionUserView>(rt, me, undefined, { token: await loginAs(rt, 'zhangsan') });
    expect(zhangsan.body.data.abilities).toEqual({
      admin: false,
      approve: false,
      write: true,
      comment: true,
      reviewAll: false,
      moderates: await plates('技术交流', '案例分享', '新人专区'),
    });
  });

  it('refuses a missing or unknown token with 401 and code -1', async () => {
    const none = await call(rt, me);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(-1);
    const unknown = await call(rt, me, undefined, { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(-1);
  });

  it('refuses an expired session with 401', async () => {
    const token = await loginAs(rt, 'zhangsan');
    await rt.deps.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await call(rt, me, undefined, { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(-1);
  });

  it("refuses a disabled user's token with 401", async () => {
    const token = await loginAs(rt, 'lisi');
    await setDisabled(rt, 'lisi', true);
    try {
      const res = await call(rt, me, undefined, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(-1);
    } finally {
      await setDisabled(rt, 'lisi', false);
    }
  });
});

describe('POST /base-admin/login/logout', () => {
  it('revokes the token so the next call is refused with 401 and code -1', async () => {
    const token = await loginAs(rt, 'zhangsan');
    const other = await loginAs(rt, 'zhangsan');
    const res = await call(rt, logout, {}, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    const after = await call(rt, me, undefined, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(-1);
    // Only that session ends; another sign-in of the same user stays valid.
    expect((await call(rt, me, undefined, { token: other })).status).toBe(200);
  });

  it('refuses a call without a token with 401 and code -1', async () => {
    const res = await call(rt, logout, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(-1);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const token = await loginAs(rt, 'zhangsan');
    const res = await rt.app.request('/base-admin/login/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /base-admin/auth/allPermissions', () => {
  it("answers the caller's permission keys", async () => {
    const lisi = await call<string[]>(rt, allPermissions, undefined, { token: await loginAs(rt, 'lisi') });
    expect(lisi.status).toBe(200);
    expect(lisi.body.data).toEqual([
      'ROLE_DOCUMENT_DISPLAY_WEB',
      'ROLE_DOCUMENT_DOWNLOAD',
      'ROLE_BBS_DISPLAY',
      'ROLE_KNOWLEDGE_CREATE',
      'ROLE_KNOWLEDGE_COMMENT',
    ]);
    const zhangsan = await call<string[]>(rt, allPermissions, undefined, { token: await loginAs(rt, 'zhangsan') });
    expect(zhangsan.body.data).toContain('ROLE_PORTAL_HOME_DISPLAY');
    expect(zhangsan.body.data).not.toContain('ROLE_ADMIN_USER_MANAGE');
    const admin = await call<string[]>(rt, allPermissions, undefined, { token: await loginAs(rt, 'admin') });
    expect(admin.body.data).toEqual([...PERMISSION_KEYS]);
  });

  it('refuses a call without a token with 401 and code -1', async () => {
    const res = await call(rt, allPermissions);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(-1);
  });
});

describe('several server processes on one database', () => {
  it('accepts on a second app instance a session and a key pair made on the first', async () => {
    const second = connect(rt.databaseUrl, 2);
    try {
      const { app } = createApp({ ...rt.deps, db: second.db, pool: second.pool }, { strictOutput: true });
      // Key pair fetched from the first instance, login on the second.
      const enc = await encryptedFor(rt, rt.deps.config.demoPassword);
      const signIn = await app.fetch(buildRequest(login, { username: 'zhangsan', ...enc }));
      expect(signIn.status).toBe(200);
      const { token } = ((await signIn.json()) as { data: { token: string } }).data;
      // Token issued by the second instance, used on the first.
      expect((await call<UserView>(rt, me, undefined, { token })).body.data.username).toBe('zhangsan');
      // And a token from the first instance on the second; logout on one ends it on both.
      const first = await loginAs(rt, 'lisi');
      const seen = await app.fetch(buildRequest(me, undefined, { token: first }));
      expect(seen.status).toBe(200);
      await app.fetch(buildRequest(logout, {}, { token: first }));
      expect((await call(rt, me, undefined, { token: first })).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
