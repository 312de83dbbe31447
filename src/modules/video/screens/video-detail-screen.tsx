import type { VideoDetail } from '@contract/video';
import { Button, Card, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { CommentSection } from '@/shared/knowledge/comment-section';
import { DetailActions } from '@/shared/knowledge/detail-actions';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { VersionHistory } from '@/shared/knowledge/version-history';
import { Watermark } from '@/shared/ui/watermark';
import { videoQueries } from '../api/video-queries';
import { VIDEO_SCOPE } from '../api/video-scope';
import { CompareVersionsModal } from '../components/compare-versions-modal';
import { EditVideoDialog } from '../components/edit-video-dialog';
import { MoreVideos } from '../components/more-videos';
import { VideoHeader } from '../components/video-header';
import { VideoPlayer } from '../components/video-player';

export interface VideoDetailScreenProps {
  id: number;
  version?: number;
  /** The viewer's name, for the watermark. */
  nickname: string;
  onRemoved: () => void;
  onBack: () => void;
}

function VideoBody({ detail, nickname, onRemoved }: { detail: VideoDetail; nickname: string; onRemoved: () => void }) {
  const switches = useFeatureSwitches();
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  return (
    <div style={{ position: 'relative' }}>
      {switches.watermark ? <Watermark text={nickname} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <VideoPlayer detail={detail} />
              <Stack gap="sm" mt="lg">
                <VideoHeader
                  detail={detail}
                  now={now}
                  actions={
                    <DetailActions scope={VIDEO_SCOPE} detail={detail} onEdit={() => setEditing(true)} onRemoved={onRemoved} />
                  }
                />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<DetailIcon name="clock" size={16} />}
                    onClick={() => setHistoryOpen(true)}
                  >
                    版本历史
                  </Button>
                </Group>
              </Stack>
              <VersionHistory
                scope={VIDEO_SCOPE}
                entryId={detail.id}
                opened={historyOpen}
                onClose={() => setHistoryOpen(false)}
                canRollback={detail.abilities.canRollback}
                onCompare={(left, right) => setComparing([left, right])}
              />
              <CompareVersionsModal id={detail.id} pair={comparing} onClose={() => setComparing(null)} />
              <EditVideoDialog
                id={detail.id}
                latestVersion={detail.latestVersion}
                opened={editing}
                onClose={() => setEditing(false)}
              />
            </Card>
            <Card withBorder radius="md" p="xl">
              <CommentSection
                scope={VIDEO_SCOPE}
                knowledgeId={detail.id}
                count={detail.commentCount}
                enabled={switches.comment}
                now={now}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <MoreVideos currentId={detail.id} />
        </Grid.Col>
      </Grid>
    </div>
  );
}

/** `/detail?id=&domainId=3`: the player page of a video with its actions, versions and comments. */
export function VideoDetailScreen({ id, version, onBack, ...rest }: VideoDetailScreenProps) {
  return (
    <ItemGate id={id} query={videoQueries.detail({ id, version })} noun="视频" verb="观看" onBack={onBack}>
      {(detail) => <VideoBody detail={detail} {...rest} />}
    </ItemGate>
  );
}
