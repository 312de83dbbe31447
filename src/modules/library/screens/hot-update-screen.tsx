import type { DocumentListItem } from '@contract/library/library';
import { Text } from '@mantine/core';
import { hotUpdatePage } from '@/shared/knowledge/hot-update-screen';
import { hotUpdateRequest } from '@/shared/knowledge/lib/hot-update-request';
import { rankedCards } from '@/shared/knowledge/ranked-list';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { libraryQueries } from '../api/library-queries';
import { documentHref } from '../lib/document-links';
import { LIBRARY_PAGE_SIZE } from '../lib/library-request';

/** `/library/hotTopicsAndUpdate`: hot and recently updated documents with their downloads. */
export const LIBRARY_HOT_PAGE = hotUpdatePage({
  query: (search) => libraryQueries.list(hotUpdateRequest(search, LIBRARY_PAGE_SIZE)),
  pageSize: LIBRARY_PAGE_SIZE,
  hotTab: '热门文档',
  measure: '阅读',
  renderPage: rankedCards<DocumentListItem>('还没有发布的文档', (item, updated) => (
    <KnowledgeCard
      item={item}
      href={documentHref(item.id)}
      date={updated ? 'updated' : undefined}
      actions={
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          下载 {item.downloadCount}
        </Text>
      }
    />
  )),
});
