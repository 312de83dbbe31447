import { me } from '@contract/auth/auth';
import type { SessionUserView } from '@contract/auth/users';
import { plateSave } from '@contract/bbs/bbs-plates';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { plateIdOf } from './bbs-fixtures';

const t = setupRuntime('admin', 'wangwu');

const moderates = async (token: string) =>
  (await call<SessionUserView>(t.rt, me, undefined, { token })).body.data.abilities.moderates;

describe('the session says which plates the caller moderates (abilities.moderates)', () => {
  it('answers the plate a moderator was named for, and none to a member who moderates nothing', async () => {
    expect(await moderates(t.wangwu)).toEqual([]);
    const wangwuId = await idOf(t.rt, 'users', 'wangwu');
    const saved = await call<{ id: number }>(
      t.rt,
      plateSave,
      { parentId: null, name: '王五的版块', description: '', moderatorIds: [wangwuId] },
      { token: t.admin },
    );
    expect(saved.status).toBe(200);
    expect(await moderates(t.wangwu)).toEqual([saved.body.data.id]);
  });

  it('answers the plates below a moderated plate too, as the server lets him moderate them', async () => {
    const admin = await moderates(t.admin);
    const finance = await plateIdOf(t.rt, '财务与合规');
    const law = await plateIdOf(t.rt, '制度问答');
    expect(admin).toEqual(expect.arrayContaining([finance, law]));
    expect(admin).not.toContain(await plateIdOf(t.rt, '技术交流'));
    const child = await call<{ id: number }>(
      t.rt,
      plateSave,
      { parentId: finance, name: '报销答疑', description: '', moderatorIds: [] },
      { token: t.admin },
    );
    expect(await moderates(t.admin)).toContain(child.body.data.id);
  });
});
