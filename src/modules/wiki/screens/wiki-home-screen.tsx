import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/shared/hooks/use-can';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import type { RenderBrowseLink } from '@/shared/knowledge/browse-link';
import { type HeroLinkItem, HomeBlocks, KnowledgeHero, KnowledgeHome } from '@/shared/knowledge/knowledge-home';
import { hashLink } from '@/shared/lib/links';
import { wikiListQueries } from '../api/list-queries';
import { EntryBlock } from '../components/entry-block';

/** A category or group of the home opens the entry list filtered by it. */
const listLink: RenderBrowseLink = (filter, props) => <Link to="/list" search={filter} {...props} />;

/** The wiki's other pages, beside the keyword box. */
const WIKI_LINKS: HeroLinkItem[] = [
  { to: '/wiki/wikiHotAndUpdate', label: '热门与更新' },
  { to: '/list', label: '全部词条' },
  { to: '/list/strategy', label: '筛选策略' },
  { to: '/wiki/recycle', label: '回收站' },
];

interface WikiHomeScreenProps {
  /** Opens the entry list searching for the keyword. */
  onSearch: (keyword: string | undefined) => void;
}

/** `/wiki`: search, write, browse by label category and group, newest and most read entries. */
export function WikiHomeScreen({ onSearch }: WikiHomeScreenProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data: home } = useQuery(wikiListQueries.home());
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  if (!home) return null;
  return (
    <KnowledgeHome
      hero={
        <KnowledgeHero
          tone="wiki"
          title="词条知识"
          intro={`共 ${home.total} 条词条：制度规范、操作手册、案例经验，一处查找`}
          create={canCreate ? { label: '新建词条', href: hashLink('/wiki/newCreate') } : undefined}
          keyword={{ value: undefined, onSearch }}
          links={WIKI_LINKS}
          groupLinks
        />
      }
    >
      <HomeBlocks
        labelGroups={home.labelGroups}
        groups={groups}
        groupCounts={home.groups}
        renderLink={listLink}
        newest={<EntryBlock title="最新词条" items={home.newest} more={{ sort: 'newest' }} empty="还没有发布的词条" />}
        top={<EntryBlock title="阅读最多" items={home.mostRead} more={{ sort: 'views' }} empty="还没有发布的词条" />}
      />
    </KnowledgeHome>
  );
}
