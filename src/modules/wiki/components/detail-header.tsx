import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import type { ReactNode } from 'react';
import { KnowledgeFacts, ViewCount } from '@/shared/knowledge/knowledge-facts';
import { KnowledgeHeader, KnowledgeLabels, KnowledgeSummary } from '@/shared/knowledge/knowledge-header';

interface DetailHeaderProps {
  detail: KnowledgeDetail;
  now: Date;
  /** Buttons on the right of the title (like, favourite, share, edit …). */
  actions?: ReactNode;
}

/** Title, state, labels and the facts of an entry. */
export function DetailHeader({ detail, now, actions }: DetailHeaderProps) {
  return (
    <KnowledgeHeader
      detail={detail}
      actions={actions}
      meta={
        <>
          <KnowledgeFacts detail={detail} now={now} authorLabel="作者" />
          <ViewCount verb="阅读" count={detail.views} />
        </>
      }
    >
      <KnowledgeLabels labels={detail.labels} />
      <KnowledgeSummary summary={detail.summary} />
    </KnowledgeHeader>
  );
}
