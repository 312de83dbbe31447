import { groupList, LABEL_CATEGORIES } from '@contract/common/common';
import { labelNameByDomain } from '@contract/common/custom-fields';
import { noticeDetailGet, noticeList } from '@contract/notices/notices';
import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw';
import { signInAs } from '@/test/render-app';
import { endpointQuery, moduleKeys, moduleQueries } from './endpoint-query';

describe('endpointQuery', () => {
  it('keys a call [module, endpoint id, input], path parameters joining the input', () => {
    expect(endpointQuery('notices', noticeList, { page: 1 }).queryKey).toEqual(['notices', 'notices.list', { page: 1 }]);
    expect(endpointQuery('notices', noticeDetailGet, {}, { params: { id: 7 } }).queryKey).toEqual([
      'notices',
      'notices.detail',
      { id: 7 },
    ]);
    const labels = endpointQuery('reference', labelNameByDomain, [...LABEL_CATEGORIES], { params: { domainId: 1 } });
    expect(labels.queryKey).toEqual(['reference', labelNameByDomain.id, { domainId: 1, input: [...LABEL_CATEGORIES] }]);
    expect(endpointQuery('wiki', noticeDetailGet, {}, { params: { id: 7 }, view: 'editor' }).queryKey).toHaveLength(4);
  });

  it('fetches through the HTTP client and caches what `map` makes of the answer', async () => {
    await signInAs('zhangsan');
    const client = new QueryClient();
    const groups = await client.fetchQuery(endpointQuery('reference', groupList, {}));
    expect(groups.length).toBeGreaterThan(0);
    const count = await client.fetchQuery(
      endpointQuery('reference', groupList, {}, { map: (list) => list.length, view: 'count' }),
    );
    expect(count).toBe(groups.length);
  });

  it('waits with skipToken instead of fetching', async () => {
    let asked = 0;
    server().use(
      http.get(`*${groupList.path}`, () => {
        asked += 1;
        return HttpResponse.json({ code: 1, message: 'ok', success: true, data: [] });
      }),
    );
    const options = endpointQuery('reference', groupList, skipToken);
    expect(options.queryFn).toBe(skipToken);
    expect(options.queryKey).toEqual(['reference', groupList.id, null]);
    const observer = new QueryObserver(new QueryClient(), options);
    const stop = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(asked).toBe(0);
    stop();
  });
});

describe('moduleKeys', () => {
  it('gives the prefixes invalidation goes by: a module, an endpoint, the calls about one thing', async () => {
    const client = new QueryClient();
    const notices = moduleQueries('notices');
    const one = notices.query(noticeDetailGet, {}, { params: { id: 1 } });
    const two = notices.query(noticeDetailGet, {}, { params: { id: 2 } });
    const list = notices.query(noticeList, { page: 1 });
    for (const q of [one, two, list]) client.setQueryData(q.queryKey, { any: 1 } as never);
    const invalidated = () => [one, two, list].map((q) => (client.getQueryState(q.queryKey)?.isInvalidated ? 1 : 0)).join('');

    await client.invalidateQueries({ queryKey: moduleKeys('notices').of(noticeDetailGet, { id: 2 }) });
    expect(invalidated()).toBe('010');
    await client.invalidateQueries({ queryKey: notices.of(noticeDetailGet) });
    expect(invalidated()).toBe('110');
    await client.invalidateQueries({ queryKey: moduleKeys('notices').all });
    expect(invalidated()).toBe('111');
  });
});
