import { PORTAL_BLOCKS, type PortalBlock } from '@contract/common/common';
import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { Card, Grid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EntranceGrid } from '@/modules/home/components/entrance-grid';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { TaskList } from '@/modules/messages/components/task-list';
import { UnreadGroupGrid } from '@/modules/messages/components/unread-group-grid';
import { NoticeHomeBlock } from '@/modules/notices/components/notice-home-block';
import { videoQueries } from '@/modules/video/api/video-queries';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { HomeListBlock } from '@/shared/knowledge/home-list-block';
import { itemHref } from '@/shared/knowledge/item-link';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { searchPlaceholder } from '@/shared/lib/searchable-domains';
import { KnowledgeCard } from '@/shared/ui/knowledge-card';
import { useHomeEntrances } from './home-entrances';

/** Rows per list block of the portal. */
const PORTAL_ROWS = 6;

function ListBlock({ block, items }: { block: PortalBlock; items: readonly KnowledgeListItem[] | undefined }) {
  return (
    <HomeListBlock
      title={PORTAL_BLOCKS[block]}
      items={(items ?? []).slice(0, PORTAL_ROWS)}
      empty={items ? '暂无内容' : '加载中…'}
      renderItem={(item) => <KnowledgeCard item={item} compact href={itemHref(item)} />}
    />
  );
}

function HotBlock() {
  const { data } = useQuery(wikiListQueries.home());
  return <ListBlock block="hot" items={data?.mostRead} />;
}

function DocumentsBlock() {
  const { data } = useQuery(libraryQueries.home());
  return <ListBlock block="documents" items={data?.newest} />;
}

function VideosBlock() {
  const { data } = useQuery(videoQueries.home());
  return <ListBlock block="videos" items={data?.newest} />;
}

function SearchBlock({ permissions }: { permissions: readonly string[] }) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={PORTAL_BLOCKS.search}>
      <KeywordSearch
        value={undefined}
        size="md"
        aria-label="搜索"
        placeholder={searchPlaceholder(permissions)}
        onSearch={(keyword) => void navigate({ to: '/search', search: keyword ? { keyword } : {} })}
      />
    </Card>
  );
}

function TitledCard({ block, children }: { block: PortalBlock; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%" component="section" aria-label={PORTAL_BLOCKS[block]}>
      <Title order={3} fz={18} mb="xs">
        {PORTAL_BLOCKS[block]}
      </Title>
      {children}
    </Card>
  );
}

/** Which permission a block's content needs (the home permission covers the rest). */
const BLOCK_NEEDS: Partial<Record<PortalBlock, string>> = {
  hot: 'ROLE_WIKI_DISPLAY_WEB',
  documents: 'ROLE_DOCUMENT_DISPLAY_WEB',
  videos: 'ROLE_VIDEO_DISPLAY_WEB',
};

/** Full-width blocks; the others share a row two by two on wide screens. */
const WIDE: ReadonlySet<PortalBlock> = new Set(['search', 'entrances']);

/**
 * `/indexTY`: the unified portal — the configured blocks (`portal.blocks`) in
 * their order, each shown only when the user may read what it lists.
 */
export function PortalBlocks({ blocks, permissions }: { blocks: readonly PortalBlock[]; permissions: readonly string[] }) {
  const entrances = useHomeEntrances();
  const shown = blocks.filter((b) => {
    const needs = BLOCK_NEEDS[b];
    return !needs || permissions.includes(needs);
  });
  const render = (b: PortalBlock): ReactNode => {
    switch (b) {
      case 'search':
        return <SearchBlock permissions={permissions} />;
      case 'notices':
        return <NoticeHomeBlock />;
      case 'tasks':
        return (
          <TitledCard block="tasks">
            <TaskList />
          </TitledCard>
        );
      case 'unread':
        return (
          <TitledCard block="unread">
            <UnreadGroupGrid />
          </TitledCard>
        );
      case 'hot':
        return <HotBlock />;
      case 'documents':
        return <DocumentsBlock />;
      case 'videos':
        return <VideosBlock />;
      case 'entrances':
        return <EntranceGrid entrances={entrances} />;
    }
  };
  return (
    <Grid gap="lg" data-testid="portal-blocks">
      {shown.map((b) => (
        <Grid.Col key={b} span={{ base: 12, md: WIDE.has(b) ? 12 : 6 }}>
          {render(b)}
        </Grid.Col>
      ))}
    </Grid>
  );
}
