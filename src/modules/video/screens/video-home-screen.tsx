import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/shared/hooks/use-can';
import { ClockIcon, PlusIcon } from '@/shared/knowledge/list-icons';
import { videoQueries } from '../api/video-queries';
import { LabelBar } from '../components/label-bar';
import { UploadDialog } from '../components/upload-dialog';
import { VideoGrid } from '../components/video-grid';
import { VideoKeywordBox } from '../components/video-keyword-box';
import { VideoResults } from '../components/video-results';
import { isFiltered, type VideoSearch } from '../lib/video-search';
import classes from './video-home.module.css';

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
  const [uploading, setUploading] = useState(false);
  const [now] = useState(() => new Date());
  return (
    <Stack gap="lg">
      <div className={classes.hero}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <div>
            <Title order={1} fz={28} fw={600}>
              视频库
            </Title>
            <Text opacity={0.9} mt={6}>
              {home ? `共 ${home.total} 个视频：` : ''}培训课程、操作演示与工作分享，随时在线观看，记住你看到的位置
            </Text>
          </div>
          {canCreate ? (
            <Button size="md" variant="white" leftSection={<PlusIcon size={18} />} onClick={() => setUploading(true)}>
              上传视频
            </Button>
          ) : null}
        </Group>
        <Group mt="lg" gap="md" align="center">
          <VideoKeywordBox
            value={search.keyword}
            onSearch={(keyword) => onSearch({ keyword, page: 1 })}
            className={classes.heroSearch}
          />
          <Button
            component={Link}
            to="/video/hotTopicsAndUpdate"
            variant="white"
            size="sm"
            color="dark"
            leftSection={<ClockIcon size={16} />}
          >
            热门与更新
          </Button>
          <Button component={Link} to="/video/recycle" variant="white" size="sm" color="dark">
            回收站
          </Button>
        </Group>
      </div>
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
      <UploadDialog opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
