import { Anchor, Group, Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/shared/hooks/use-can';
import { type HeroLinkItem, KnowledgeHero, KnowledgeHome } from '@/shared/knowledge/knowledge-home';
import { ClockIcon } from '@/shared/knowledge/list-icons';
import { hashLink } from '@/shared/lib/links';
import { videoQueries } from '../api/video-queries';
import { LabelBar } from '../components/label-bar';
import { VideoGrid } from '../components/video-grid';
import { VideoResults } from '../components/video-results';
import { isFiltered } from '../lib/video-request';
import type { VideoSearch } from '../lib/video-search';
import classes from './video-home.module.css';

/** The video library's other pages, beside the keyword box. */
const VIDEO_LINKS: HeroLinkItem[] = [
  { to: '/video/hotTopicsAndUpdate', label: '热门与更新', icon: <ClockIcon size={16} /> },
  { to: '/video/recycle', label: '回收站' },
];

interface VideoHomeScreenProps {
  search: VideoSearch;
  onSearch: (next: Partial<VideoSearch>) => void;
  onClear: () => void;
}

function Section({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.section} component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz={20}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Paper>
  );
}

/** `/video`: search, upload, categories by label, the newest and the hottest videos. */
export function VideoHomeScreen({ search, onSearch, onClear }: VideoHomeScreenProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data: home } = useQuery(videoQueries.home());
  const [now] = useState(() => new Date());
  return (
    <KnowledgeHome
      hero={
        <KnowledgeHero
          tone="video"
          title="视频库"
          intro={`${home ? `共 ${home.total} 个视频：` : ''}培训课程、操作演示与工作分享，随时在线观看，记住你看到的位置`}
          create={canCreate ? { label: '上传视频', href: hashLink('/video/create') } : undefined}
          keyword={{
            value: search.keyword,
            onSearch: (keyword) => onSearch({ keyword, page: 1 }),
            button: 'subtle',
            'aria-label': '搜索视频',
            placeholder: '搜索视频标题、简介',
          }}
          links={VIDEO_LINKS}
        />
      }
    >
      {home ? (
        <LabelBar labelGroups={home.labelGroups} value={search.labelId} onChange={(labelId) => onSearch({ labelId, page: 1 })} />
      ) : null}
      {isFiltered(search) ? (
        <VideoResults search={search} onSearch={onSearch} onClear={onClear} now={now} />
      ) : home ? (
        <>
          <Section
            title="最新视频"
            more={
              <Anchor
                fz="sm"
                renderRoot={(props) => <Link {...props} to="/video/hotTopicsAndUpdate" search={{ tab: 'updated' }} />}
              >
                更多
              </Anchor>
            }
          >
            <VideoGrid items={home.newest} empty="还没有发布的视频" now={now} />
          </Section>
          <Section
            title="热门视频"
            more={
              <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/video/hotTopicsAndUpdate" />}>
                更多
              </Anchor>
            }
          >
            <VideoGrid items={home.hot} empty="近30天还没有人观看视频" rankFrom={1} now={now} />
          </Section>
        </>
      ) : null}
    </KnowledgeHome>
  );
}
