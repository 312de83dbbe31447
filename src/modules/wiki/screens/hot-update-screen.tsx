import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { hotUpdatePage } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateRequest } from '@/shared/knowledge/lib/hot-update-request';
import { rankedCards } from '@/shared/knowledge/ranked-list';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { wikiListQueries } from '../api/list-queries';
import { LIST_PAGE_SIZE } from '../lib/list-request';

/** `/wiki/wikiHotAndUpdate`: hot and recently updated entries, ranked on the hot tab. */
export const WIKI_HOT_PAGE = hotUpdatePage({
  query: (search) => wikiListQueries.list(hotUpdateRequest(search, LIST_PAGE_SIZE)),
  pageSize: LIST_PAGE_SIZE,
  hotTab: '热门',
  measure: '阅读',
  renderPage: rankedCards<KnowledgeListItem>('还没有发布的词条', (item, updated) => (
    <KnowledgeCard item={item} date={updated ? 'updated' : undefined} />
  )),
});
