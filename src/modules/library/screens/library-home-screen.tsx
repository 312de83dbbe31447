import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/shared/hooks/use-can';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import type { RenderBrowseLink } from '@/shared/knowledge/browse-link';
import { type HeroLinkItem, HomeBlocks, KnowledgeHero, KnowledgeHome } from '@/shared/knowledge/knowledge-home';
import { ClockIcon } from '@/shared/knowledge/list-icons';
import { hashLink } from '@/shared/lib/links';
import { libraryQueries } from '../api/library-queries';
import { LIBRARY_SCOPE } from '../api/library-scope';
import classes from '../components/chronicle.module.css';
import { DocumentBlock, MoreLink } from '../components/document-block';
import { LibraryResults } from '../components/library-results';
import { isFiltered } from '../lib/library-request';
import type { LibrarySearch } from '../lib/library-search';

/** A category or group opens this page filtered by it. */
const filterLink: RenderBrowseLink = (filter, props) => <Link to="/library" search={filter} {...props} />;

/** The library's other pages, beside the keyword box. */
const LIBRARY_LINKS: HeroLinkItem[] = [
  { to: '/library/hotTopicsAndUpdate', label: '热门与更新', icon: <ClockIcon size={16} /> },
  { to: '/library/recycle', label: '回收站' },
];

interface LibraryHomeScreenProps {
  search: LibrarySearch;
  onSearch: (next: Partial<LibrarySearch>) => void;
  onClear: () => void;
}

/** `/library`: search, upload, the chronicle collection, browse by label and group, newest and most downloaded. */
export function LibraryHomeScreen({ search, onSearch, onClear }: LibraryHomeScreenProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data: home } = useQuery(libraryQueries.home());
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const filtered = isFiltered(search);
  return (
    <KnowledgeHome
      hero={
        <KnowledgeHero
          tone="library"
          title="文档库"
          intro={`${home ? `共 ${home.total} 份文档：` : ''}制度文件、操作手册、报表与资料，在线预览、按版本管理`}
          create={canCreate ? { label: '上传文档', href: hashLink('/library/create1') } : undefined}
          keyword={{
            value: search.keyword,
            onSearch: (keyword) => onSearch({ keyword, page: 1 }),
            button: 'subtle',
            'aria-label': '搜索文档',
            placeholder: '搜索文档标题、摘要',
          }}
          links={LIBRARY_LINKS}
        />
      }
    >
      {filtered ? (
        <LibraryResults search={search} onSearch={onSearch} onClear={onClear} />
      ) : (
        <>
          <Link to="/library/dfz" className={`${classes.banner} ${classes.dfz}`} aria-label="地方志：按地区和年份浏览地方志文献">
            <span className={classes.seal} aria-hidden>
              志
            </span>
            <div>
              <Text fw={600}>地方志</Text>
              <Text fz="sm" c="dimmed">
                按地区和年份浏览地方志文献
              </Text>
            </div>
          </Link>
          {home ? (
            <HomeBlocks
              labelGroups={home.labelGroups}
              groups={groups}
              groupCounts={home.groups}
              renderLink={filterLink}
              unit="份"
              newest={
                <DocumentBlock
                  title="最新文档"
                  items={home.newest}
                  more={<MoreLink href={hashLink('/library/hotTopicsAndUpdate', { tab: 'updated' })} />}
                  empty="还没有发布的文档"
                />
              }
              top={<DocumentBlock title="下载最多" items={home.mostDownloaded} empty="还没有文档被下载" downloads />}
            />
          ) : null}
        </>
      )}
    </KnowledgeHome>
  );
}
