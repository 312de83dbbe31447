import type { VideoDetail } from '@contract/video/video';
import { Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DetailActions } from '@/shared/knowledge/detail-actions';
import { DetailCard, DetailComments, DetailFieldsBlock, DetailLayout, HistoryButton } from '@/shared/knowledge/detail-layout';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { VersionHistory } from '@/shared/knowledge/version-history';
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
  /** The 知识图谱 part (the route supplies it from the graph module for readers who hold 知识图谱). */
  graphSection?: ReactNode;
  onRemoved: () => void;
  onBack: () => void;
}

function VideoBody({
  detail,
  nickname,
  graphSection,
  onRemoved,
}: Omit<VideoDetailScreenProps, 'id' | 'version' | 'onBack'> & { detail: VideoDetail }) {
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  return (
    <DetailLayout nickname={nickname} columns={{ main: 8, from: 'lg' }} side={<MoreVideos currentId={detail.id} />}>
      <DetailCard p="lg">
        <VideoPlayer detail={detail} />
        <Stack gap="sm" mt="lg">
          <VideoHeader
            detail={detail}
            now={now}
            actions={<DetailActions scope={VIDEO_SCOPE} detail={detail} onEdit={() => setEditing(true)} onRemoved={onRemoved} />}
          />
          <Group gap="xs">
            <HistoryButton onClick={() => setHistoryOpen(true)} />
          </Group>
        </Stack>
        <DetailFieldsBlock
          scope={VIDEO_SCOPE}
          fields={detail.fields}
          shown={detail.fields.some((f) => f.display.trim() !== '')}
        />
        <VersionHistory
          scope={VIDEO_SCOPE}
          entryId={detail.id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          canRollback={detail.abilities.canRollback}
          onCompare={(left, right) => setComparing([left, right])}
        />
        <CompareVersionsModal id={detail.id} pair={comparing} onClose={() => setComparing(null)} />
        <EditVideoDialog id={detail.id} latestVersion={detail.latestVersion} opened={editing} onClose={() => setEditing(false)} />
      </DetailCard>
      {graphSection ? <DetailCard>{graphSection}</DetailCard> : null}
      <DetailComments scope={VIDEO_SCOPE} id={detail.id} count={detail.commentCount} now={now} />
    </DetailLayout>
  );
}

/** `/detail?id=&domainId=` (the video library): the player page of a video with its actions, versions and comments. */
export function VideoDetailScreen({ id, version, onBack, ...rest }: VideoDetailScreenProps) {
  return (
    <ItemGate id={id} query={videoQueries.detail({ id, version })} noun="视频" verb="观看" onBack={onBack}>
      {(detail) => <VideoBody detail={detail} {...rest} />}
    </ItemGate>
  );
}
