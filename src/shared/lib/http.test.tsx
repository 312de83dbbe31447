import { me } from '@contract/auth/auth';
import { groupList } from '@contract/common/common';
import { commentNum } from '@contract/messages/messages';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw';
import { signInAs } from '@/test/render-app';
import { answerEnvelope, answerNetworkError } from '../../../mocks/error-handlers';
import { ApiError } from './api-error';
import { api, buildPath, toQuery } from './http';
import { getToken } from './token';

describe('the HTTP client', () => {
  it('returns the parsed data of a code 1 answer', async () => {
    await signInAs('zhangsan');
    const user = await api(me, {});
    expect(user.username).toBe('zhangsan');
    expect(user.nickname).toBe('张三');
  });

  it('always sends credentials and the stored token as a Bearer header', async () => {
    const token = await signInAs('zhangsan');
    let seen: { credentials: string; auth: string | null } | undefined;
    server().use(
      http.get(`*${me.path}`, ({ request }) => {
        seen = { credentials: request.credentials, auth: request.headers.get('authorization') };
        return HttpResponse.json({ code: 1, message: 'ok', success: true, data: null });
      }),
    );
    await api(me, {}).catch(() => undefined);
    expect(seen).toEqual({ credentials: 'include', auth: `Bearer ${token}` });
  });

  it('sends no Authorization header when signed out', async () => {
    let auth: string | null = 'unset';
    server().use(
      http.get(`*${me.path}`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: -1, message: '请先登录', success: false, data: null }, { status: 401 });
      }),
    );
    await expect(api(me, {})).rejects.toBeInstanceOf(ApiError);
    expect(auth).toBeNull();
  });

  it('rejects a refusal with the server code, message and data', async () => {
    server().use(
      answerEnvelope(groupList, { code: 409, message: '组织名称已存在', success: false, data: { field: 'name' } }, 409),
    );
    await signInAs('zhangsan');
    const err = await api(groupList, {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'server', code: 409, message: '组织名称已存在', data: { field: 'name' } });
  });

  it('rejects an answer with success false even when its code is 1', async () => {
    server().use(answerEnvelope(commentNum, { code: 1, message: '统计服务暂不可用', success: false, data: null }));
    await signInAs('zhangsan');
    await expect(api(commentNum, {})).rejects.toMatchObject({ kind: 'server', message: '统计服务暂不可用' });
  });

  it('reports a network failure with the error text', async () => {
    server().use(answerNetworkError(me));
    const err = await api(me, {}).catch((e) => e);
    expect(err).toMatchObject({ kind: 'network' });
    expect(err.message).toMatch(/^网络连接失败：.+/);
  });

  it('marks a cancelled call as cancelled', async () => {
    await signInAs('zhangsan');
    const ctl = new AbortController();
    const pending = api(me, {}, { signal: ctl.signal });
    ctl.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('refuses data that breaks the contract', async () => {
    server().use(answerEnvelope(me, { code: 1, message: 'ok', success: true, data: { username: 42 } }));
    await expect(api(me, {})).rejects.toMatchObject({ kind: 'invalid', message: '服务器返回的数据格式不正确' });
  });

  it('clears the stored token on code -1', async () => {
    await signInAs('zhangsan');
    server().use(answerEnvelope(me, { code: -1, message: '登录已失效，请重新登录', success: false, data: null }, 401));
    await expect(api(me, {})).rejects.toMatchObject({ code: -1 });
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toContain('access_token=');
  });

  it('builds GET queries and path parameters from the contract', () => {
    expect(toQuery({ domainId: DOMAIN_IDS.library, keyword: '', tags: ['a', 'b'], skip: undefined })).toBe(
      `?domainId=${DOMAIN_IDS.library}&tags=a&tags=b`,
    );
    expect(buildPath('/aikn-app/common/labelName/:domainId', { domainId: DOMAIN_IDS.library })).toBe(
      '/aikn-app/common/labelName/2',
    );
    expect(() => buildPath('/x/:id', {})).toThrow(/missing path parameter id/);
  });
});
