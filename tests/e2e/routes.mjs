// Every route the SPA registers (read from TanStack Router's generated tree)
// and, for each, the addresses a spec visits to see it with real data.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_IDS } from '@contract/platform/domains';

const TREE = path.resolve(import.meta.dirname, '..', '..', 'src', 'routeTree.gen.ts');

/** The `fullPath` of every route in the generated tree, sorted. */
export function registeredRoutes() {
  const text = fs.readFileSync(TREE, 'utf8');
  return [...new Set([...text.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]))].sort();
}

/** Calls the API as the page's signed-in user (the token the SPA stored). */
function apiPost(page, apiPath, body) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [apiPath, body],
  );
}

/** Ids of seeded items the signed-in user may read: one per domain he can open. */
export async function sampleIds(page) {
  const first = async (p) => (await apiPost(page, p, { page: 1, size: 1 }))?.data?.list?.[0]?.id;
  const ids = {
    wiki: await first('/aikn-app/wiki/list'),
    document: await first('/aikn-app/library/list'),
    video: await first('/aikn-app/video/list'),
    notice: await first('/aikn-app/notice/list'),
    post: await first('/bbs-app/post/list'),
  };
  for (const [k, v] of Object.entries(ids)) assert.ok(v, `演示数据里没有可读的${k}`);
  return ids;
}

/**
 * The addresses that show each registered route. A route added to the app
 * without an entry here fails the specs that use this table, so every new
 * screen gets checked on a phone and by axe.
 */
export function routeSamples(ids) {
  return {
    '/': ['/'],
    '/$': ['/no-such-page'],
    '/404': ['/404'],
    '/login': ['/login'],
    '/tansferPage': ['/tansferPage'],
    '/index': ['/index'],
    '/account': ['/account'],
    '/account/home': ['/account/home'],
    '/moreNotice': ['/moreNotice', '/moreNotice?keyword=通知'],
    '/noticeDetails': [`/noticeDetails?id=${ids.notice}`],
    '/account/publish': ['/account/publish', '/account/publish?state=rejected'],
    '/account/draft': ['/account/draft'],
    '/account/footprint': ['/account/footprint'],
    '/account/collections': ['/account/collections'],
    '/account/collections-detail': ['/account/collections-detail'],
    '/account/soso': ['/account/soso'],
    '/account/settings': ['/account/settings', '/account/settings?tab=reading', '/account/settings?tab=notify'],
    '/approval': ['/approval'],
    '/chart': ['/chart', '/chart?mode=k&k=3&hops=5&model=1', '/chart?tab=entities&sort=2'],
    '/admin': ['/admin'],
    // The console's sections, one route each, `/admin/` (to the first section) and an address it lacks.
    '/admin/': ['/admin/'],
    '/admin/$': ['/admin/no-such-section'],
    '/admin/users': ['/admin/users', '/admin/users?state=enabled&sort=username&desc=true&groupId=1'],
    '/admin/groups': ['/admin/groups'],
    '/admin/roles': ['/admin/roles', '/admin/roles?tab=members'],
    '/admin/labels': ['/admin/labels'],
    '/admin/fields': ['/admin/fields', '/admin/fields?domainId=2'],
    '/admin/config': ['/admin/config', '/admin/config?tab=menus', '/admin/config?tab=images'],
    '/admin/sensitive': ['/admin/sensitive', '/admin/sensitive?action=review&keyword=%E5%BE%AE%E4%BF%A1'],
    '/admin/audit': ['/admin/audit'],
    '/admin/graph': ['/admin/graph', '/admin/graph?tab=nodes', '/admin/graph?tab=relations'],
    '/message-task/': ['/message-task'],
    '/message-task/new': ['/message-task/new'],
    '/message-task/$tab': ['/message-task/comment', '/message-task/notice?unreadOnly=true', '/message-task/task'],
    '/search': ['/search?keyword=制度'],
    '/detail': [`/detail?id=${ids.wiki}`],
    '/detail/': [
      `/detail?id=${ids.document}&domainId=${DOMAIN_IDS.library}`,
      `/detail?id=${ids.video}&domainId=${DOMAIN_IDS.video}`,
    ],
    '/detail/table': [`/detail/table?id=${ids.wiki}`],
    '/detail/chart/': [`/detail/chart?id=${ids.wiki}`, '/detail/chart'],
    '/detail/chart/$name': [`/detail/chart/${encodeURIComponent('李白')}`],
    '/detail-cool': ['/detail-cool'],
    '/detail-small-chart/$name': [`/detail-small-chart/${encodeURIComponent('李白')}`],
    '/detailDfz': [`/detailDfz?id=${ids.document}`],
    '/fullArticleRead': [`/fullArticleRead?id=${ids.wiki}`],
    '/printPreview': [`/printPreview?id=${ids.wiki}`],
    '/knowledge-compare': [`/knowledge-compare?leftId=${ids.wiki}&rightId=${ids.wiki}`],
    '/exam-class/schoolAdmin': ['/exam-class/schoolAdmin'],
    '/exam-class/schoolAdmin/$': ['/exam-class/schoolAdmin/course'],
    '/wiki/': ['/wiki'],
    '/wiki/newCreate': ['/wiki/newCreate'],
    '/wiki/recycle': ['/wiki/recycle'],
    '/wiki/wikiHotAndUpdate': ['/wiki/wikiHotAndUpdate'],
    '/list/': ['/list'],
    '/list/strategy': ['/list/strategy'],
    '/listNew': ['/listNew'],
    '/library/': ['/library'],
    '/library/create/$question': ['/library/create/如何申请差旅报销'],
    '/library/create1': ['/library/create1'],
    '/library/dfz': ['/library/dfz'],
    '/indexDF': ['/indexDF'],
    '/indexTY': ['/indexTY'],
    '/library/hotTopicsAndUpdate': ['/library/hotTopicsAndUpdate'],
    '/library/recycle': ['/library/recycle'],
    '/video/': ['/video'],
    '/video/hotTopicsAndUpdate': ['/video/hotTopicsAndUpdate'],
    '/video/recycle': ['/video/recycle'],
    '/video/create': ['/video/create'],
    '/reportStatistics': ['/reportStatistics?period=7d'],
    // The reports' frame, `/reportStatistics` (to the overview), a page it lacks, and one route per page.
    '/reportStatistics/': ['/reportStatistics/'],
    '/reportStatistics/$': ['/reportStatistics/no-such-report'],
    '/reportStatistics/all': ['/reportStatistics/all', '/reportStatistics/all?period=90d&granularity=week'],
    '/reportStatistics/searchLog': ['/reportStatistics/searchLog?tab=noHits'],
    '/reportStatistics/user': ['/reportStatistics/user?sort=views&desc=true'],
    '/reportStatistics/wiki': ['/reportStatistics/wiki?tab=unread'],
    '/reportStatistics/library': ['/reportStatistics/library?tab=labels'],
    '/reportStatistics/exam': ['/reportStatistics/exam'],
    '/reportStatistics/user-operate': ['/reportStatistics/user-operate?action=search'],
    '/reportStatistics/user-keyword': ['/reportStatistics/user-keyword?granularity=week'],
    '/reportStatistics/user-feedback': ['/reportStatistics/user-feedback?handled=false'],
    '/reportStatistics/user-task': ['/reportStatistics/user-task?tab=groups'],
    '/reportStatistics/user-summary': ['/reportStatistics/user-summary?userId=1'],
    // The forum's frame (`/bbs`, its pathless members' layout too) and its pages, one route each.
    '/bbs': ['/bbs'],
    '/bbs/': ['/bbs/'],
    '/bbs/$': ['/bbs/no-such-page'],
    '/bbs/home': ['/bbs/home', '/bbs/home?plateId=1&kind=question'],
    '/bbs/questions': ['/bbs/questions'],
    '/bbs/popular': ['/bbs/popular?kind=share&sort=created'],
    '/bbs/collections': ['/bbs/collections'],
    '/bbs/personal': ['/bbs/personal', '/bbs/personal?tab=answers'],
    '/bbs/mine/post': ['/bbs/mine/post'],
    '/bbs/mine/case': ['/bbs/mine/case'],
    '/bbs/mine/reply': ['/bbs/mine/reply'],
    '/bbs/mine/praise': ['/bbs/mine/praise'],
    '/bbs/mine/plate': ['/bbs/mine/plate'],
    '/bbs/answers': ['/bbs/answers', '/bbs/answers?sort=votes'],
    '/bbs/agree': ['/bbs/agree', '/bbs/agree?tab=received'],
    '/bbs/comment': ['/bbs/comment', '/bbs/comment?tab=given'],
    '/bbs/topicPool': ['/bbs/topicPool'],
    '/bbs/topic': ['/bbs/topic'],
    '/bbs/topic-detail': ['/bbs/topic-detail'],
    '/bbs/expert': ['/bbs/expert'],
    '/bbs/admin/plate': ['/bbs/admin/plate'],
    '/bbs/admin/post': ['/bbs/admin/post', '/bbs/admin/post?tab=hidden'],
    '/bbs/admin/topic': ['/bbs/admin/topic'],
    '/bbs/admin/expert': ['/bbs/admin/expert'],
    '/bbs/admin/knowledge': ['/bbs/admin/knowledge'],
    '/bbs/admin/case': ['/bbs/admin/case'],
    '/bbs/ask': ['/bbs/ask', '/bbs/ask?kind=share'],
    '/bbs/case-create': ['/bbs/case-create'],
    '/bbs/post-detail': [`/bbs/post-detail?id=${ids.post}`],
    '/case': ['/case', '/case?year=2026&keyword=%E5%A4%8D%E7%9B%98'],
  };
}

/** Every registered route's sample addresses; fails naming any route the table lacks. */
export function addressesOfEveryRoute(ids) {
  const samples = routeSamples(ids);
  const missing = registeredRoutes().filter((r) => !samples[r]);
  assert.deepEqual(missing, [], `这些路由没有检查地址，请加到 tests/e2e/routes.mjs：${missing.join('、')}`);
  return registeredRoutes().flatMap((r) => samples[r].map((address) => ({ route: r, address })));
}
