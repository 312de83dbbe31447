import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { Button, Card } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
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
import { prepareRichHtml, RichHtml } from '@/shared/ui/rich-html';
import { detailQueries } from '../api/detail-queries';
import { WIKI_SCOPE } from '../api/wiki-scope';
import { DetailHeader } from '../components/detail-header';
import { DetailRelated } from '../components/detail-related';
import { DetailToc } from '../components/detail-toc';
import classes from './detail-screen.module.css';

export interface DetailScreenProps {
  id: number;
  version?: number;
  /** The reader's name, for the watermark. */
  nickname: string;
  /** The 知识图谱 part (the route supplies it from the graph module for readers who hold 知识图谱). */
  graphSection?: ReactNode;
  onEdit: (id: number) => void;
  onRemoved: () => void;
  onBack: () => void;
}

/** The other ways to read an entry: as a table, in full, for print. */
const VIEWS = [
  { to: '/detail/table', icon: 'table', label: '表格视图' },
  { to: '/fullArticleRead', icon: 'book', label: '全文阅读' },
  { to: '/printPreview', icon: 'print', label: '打印预览' },
] as const;

function DetailBody({
  detail,
  nickname,
  graphSection,
  onEdit,
  onRemoved,
}: Omit<DetailScreenProps, 'id' | 'version' | 'onBack'> & { detail: KnowledgeDetail }) {
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const body = useMemo(() => prepareRichHtml(detail.content), [detail.content]);
  const search = { id: detail.id, version: detail.version === detail.publishedVersion ? undefined : detail.version };
  return (
    <DetailLayout
      nickname={nickname}
      side={
        body.headings.length > 0 ? (
          <Card withBorder radius="md" p="md" className={classes.side}>
            <DetailToc headings={body.headings} />
          </Card>
        ) : null
      }
    >
      <DetailCard>
        <DetailHeader
          detail={detail}
          now={now}
          actions={<DetailActions scope={WIKI_SCOPE} detail={detail} onEdit={() => onEdit(detail.id)} onRemoved={onRemoved} />}
        />
        <DetailTools>
          {VIEWS.map((v) => (
            <Button
              key={v.to}
              renderRoot={(props) => <Link {...props} to={v.to} search={search} />}
              size="xs"
              variant="subtle"
              leftSection={<DetailIcon name={v.icon} size={16} />}
            >
              {v.label}
            </Button>
          ))}
          <HistoryButton onClick={() => setHistoryOpen(true)} />
        </DetailTools>
        <VersionHistory
          scope={WIKI_SCOPE}
          entryId={detail.id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          canRollback={detail.abilities.canRollback}
        />
      </DetailCard>
      <DetailCard>
        <RichHtml html={body} />
        <DetailFieldsBlock scope={WIKI_SCOPE} fields={detail.fields} shown={detail.fields.length > 0} />
      </DetailCard>
      <DetailCard>
        <DetailRelated id={detail.id} now={now} />
      </DetailCard>
      {graphSection ? <DetailCard>{graphSection}</DetailCard> : null}
      <DetailComments scope={WIKI_SCOPE} id={detail.id} count={detail.commentCount} now={now} />
    </DetailLayout>
  );
}

/** `/detail`: an entry with its table of contents, actions, related entries and comments. */
export function DetailScreen({ id, version, onBack, ...rest }: DetailScreenProps) {
  return (
    <ItemGate id={id} query={detailQueries.detail({ id, version })} noun="词条" onBack={onBack}>
      {(detail) => <DetailBody detail={detail} {...rest} />}
    </ItemGate>
  );
}
