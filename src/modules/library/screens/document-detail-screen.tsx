import { Button, Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DetailActions } from '@/shared/knowledge/detail-actions';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import {
  DetailCard,
  DetailComments,
  DetailFieldsBlock,
  DetailLayout,
  DetailTools,
  HistoryButton,
} from '@/shared/knowledge/detail-layout';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { VersionHistory } from '@/shared/knowledge/version-history';
import { libraryQueries } from '../api/library-queries';
import { LIBRARY_SCOPE } from '../api/library-scope';
import { ChronicleBanner } from '../components/chronicle-banner';
import { CompareModal } from '../components/compare-modal';
import { type DocumentDetail, DocumentHeader } from '../components/document-header';
import { DownloadButton } from '../components/download-button';
import { DocumentPreview } from '../components/preview/document-preview';
import { UploadVersionButton } from '../components/upload-version-button';
import { DocumentMetaDrawer } from '../upload/components/document-meta-drawer';

export interface DocumentDetailScreenProps {
  id: number;
  version?: number;
  /** The reader's name, for the watermark. */
  nickname: string;
  /** `/detailDfz`: the chronicle collection's page of the document. */
  chronicle?: boolean;
  /** The 知识图谱 part (the route supplies it from the graph module for readers who hold 知识图谱). */
  graphSection?: ReactNode;
  onRemoved: () => void;
  onBack: () => void;
}

function DocumentBody({
  detail,
  nickname,
  chronicle,
  graphSection,
  onRemoved,
}: Omit<DocumentDetailScreenProps, 'id' | 'version' | 'onBack'> & { detail: DocumentDetail }) {
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const [editing, setEditing] = useState(false);
  return (
    <DetailLayout nickname={nickname}>
      {chronicle ? <ChronicleBanner detail={detail} /> : null}
      <DetailCard>
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
        <DetailTools>
          <HistoryButton onClick={() => setHistoryOpen(true)} />
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
        </DetailTools>
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
      </DetailCard>
      <DetailCard>
        <DocumentPreview detail={detail} />
        <DetailFieldsBlock
          scope={LIBRARY_SCOPE}
          fields={detail.fields}
          shown={detail.fields.some((f) => f.display.trim() !== '')}
        />
      </DetailCard>
      {graphSection ? <DetailCard>{graphSection}</DetailCard> : null}
      <DetailComments scope={LIBRARY_SCOPE} id={detail.id} count={detail.commentCount} now={now} />
    </DetailLayout>
  );
}

function DownloadIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** `/detail?domainId=` (the library) and `/detailDfz`: a document with its preview, versions, actions and comments. */
export function DocumentDetailScreen({ id, version, onBack, ...rest }: DocumentDetailScreenProps) {
  return (
    <ItemGate id={id} query={libraryQueries.detail({ id, version })} noun="文档" onBack={onBack}>
      {(detail) => <DocumentBody detail={detail} {...rest} />}
    </ItemGate>
  );
}
