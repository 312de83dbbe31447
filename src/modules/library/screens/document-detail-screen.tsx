import { Button, Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { CommentSection } from '@/shared/knowledge/comment-section';
import { DetailActions } from '@/shared/knowledge/detail-actions';
import { DetailFields } from '@/shared/knowledge/detail-fields';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { VersionHistory } from '@/shared/knowledge/version-history';
import { Watermark } from '@/shared/ui/watermark';
import { libraryQueries } from '../api/library-queries';
import { LIBRARY_SCOPE } from '../api/library-scope';
import { ChronicleBanner } from '../components/chronicle-banner';
import { CompareModal } from '../components/compare-modal';
import { type DocumentDetail, DocumentHeader } from '../components/document-header';
import { DownloadButton } from '../components/download-button';
import { DocumentPreview } from '../components/preview/document-preview';
import { UploadVersionButton } from '../components/upload-version-button';
import { DocumentMetaDrawer } from '../upload/components/document-meta-drawer';
import classes from './document-detail-screen.module.css';

export interface DocumentDetailScreenProps {
  id: number;
  version?: number;
  /** The reader's name, for the watermark. */
  nickname: string;
  /** `/detailDfz`: the chronicle collection's page of the document. */
  chronicle?: boolean;
  onRemoved: () => void;
  onBack: () => void;
}

function DocumentBody({
  detail,
  nickname,
  chronicle,
  onRemoved,
}: Omit<DocumentDetailScreenProps, 'id' | 'version' | 'onBack'> & { detail: DocumentDetail }) {
  const switches = useFeatureSwitches();
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const [editing, setEditing] = useState(false);
  return (
    <div className={classes.page}>
      {switches.watermark ? <Watermark text={nickname} /> : null}
      <Stack gap="lg">
        {chronicle ? <ChronicleBanner detail={detail} /> : null}
        <Card withBorder radius="md" p="xl">
          <DocumentHeader
            detail={detail}
            now={now}
            inChronicle={chronicle}
            actions={
              <Group gap="xs" wrap="wrap">
                {detail.canDownload ? (
                  <DownloadButton
                    id={detail.id}
                    version={detail.version === detail.publishedVersion ? undefined : detail.version}
                    leftSection={<DownloadIcon />}
                  />
                ) : null}
                <DetailActions scope={LIBRARY_SCOPE} detail={detail} onRemoved={onRemoved} />
              </Group>
            }
          />
          <Group gap="xs" mt="md" className={classes.tools}>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<DetailIcon name="clock" size={16} />}
              onClick={() => setHistoryOpen(true)}
            >
              版本历史
            </Button>
            {detail.abilities.canEdit ? (
              <>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<DetailIcon name="edit" size={16} />}
                  onClick={() => setEditing(true)}
                >
                  编辑信息
                </Button>
                <UploadVersionButton id={detail.id} />
              </>
            ) : null}
          </Group>
          <VersionHistory
            scope={LIBRARY_SCOPE}
            entryId={detail.id}
            opened={historyOpen}
            onClose={() => setHistoryOpen(false)}
            canRollback={detail.abilities.canRollback}
            onCompare={(left, right) => setComparing([left, right])}
            versionActions={(v) =>
              detail.canDownload ? (
                <DownloadButton id={detail.id} version={v.version} label="下载此版本" size="compact-xs" variant="light" />
              ) : null
            }
          />
          <CompareModal id={detail.id} pair={comparing} onClose={() => setComparing(null)} />
          <DocumentMetaDrawer
            editing={editing ? { id: detail.id, fileName: detail.fileName } : null}
            onClose={() => setEditing(false)}
            onStatus={() => undefined}
          />
        </Card>
        <Card withBorder radius="md" p="xl">
          <DocumentPreview detail={detail} />
          {detail.fields.some((f) => f.value.trim() !== '') ? (
            <div className={classes.fields}>
              <DetailFields scope={LIBRARY_SCOPE} fields={detail.fields} />
            </div>
          ) : null}
        </Card>
        <Card withBorder radius="md" p="xl">
          <CommentSection
            scope={LIBRARY_SCOPE}
            knowledgeId={detail.id}
            count={detail.commentCount}
            enabled={switches.comment}
            now={now}
          />
        </Card>
      </Stack>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** `/detail?domainId=2` and `/detailDfz`: a document with its preview, versions, actions and comments. */
export function DocumentDetailScreen({ id, version, onBack, ...rest }: DocumentDetailScreenProps) {
  return (
    <ItemGate id={id} query={libraryQueries.detail({ id, version })} noun="文档" onBack={onBack}>
      {(detail) => <DocumentBody detail={detail} {...rest} />}
    </ItemGate>
  );
}
