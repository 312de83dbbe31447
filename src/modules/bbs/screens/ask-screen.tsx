import type { BbsPostKind } from '@contract/bbs/bbs-posts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { postQueries } from '../api/post-queries';
import { AskForm } from '../components/ask-form';
import type { AskSearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

/** `ask` (提问 / 发帖): `?id=` continues a draft or edits a post, `?kind=share` starts a share, `?plateId=` a plate. */
export function AskSection({ search }: Pick<ForumScreenProps<AskSearch>, 'search'>) {
  const { id, kind, plateId } = search;
  return <AskScreen mode="ask" id={id} kind={kind} plateId={plateId} />;
}

/** `case-create` (写案例): a new case, or `?id=` a case's draft or the case to edit. */
export function CaseCreateSection({ search }: Pick<ForumScreenProps<AskSearch>, 'search'>) {
  const { id, plateId } = search;
  return <AskScreen mode="case" id={id} plateId={plateId} />;
}

interface AskScreenProps {
  /** A draft to continue or a published post to edit (`ask?id=`). */
  id?: number;
  /** `ask` offers 问答 and 分享; `case-create` writes a case. */
  mode: 'ask' | 'case';
  /** The kind a new post starts as (`ask?kind=share`). */
  kind?: BbsPostKind;
  /** The plate a new post starts in (asked from a plate's page). */
  plateId?: number;
}

/** A new post, a draft continued, or a post edited. */
function AskScreen({ id, mode, kind, plateId }: AskScreenProps) {
  const navigate = useNavigate();
  // A draft this screen created itself: its id goes into the URL, the form stays as it is.
  const [ownId, setOwnId] = useState<number | undefined>(undefined);
  const section = mode === 'case' ? 'case-create' : 'ask';
  const onDraftCreated = (newId: number) => {
    setOwnId(newId);
    void navigate({ to: `/bbs/${section}`, search: { id: newId }, replace: true });
  };
  if (id === undefined || id === ownId) {
    const startKind: BbsPostKind = mode === 'case' ? 'case' : kind === 'share' ? 'share' : 'question';
    return <AskForm detail={null} mode={mode} startKind={startKind} plateId={plateId ?? null} onDraftCreated={onDraftCreated} />;
  }
  return (
    <ItemGate id={id} query={postQueries.detail(id)} noun="帖子" verb="编辑" onBack={() => void navigate({ to: '/bbs/home' })}>
      {(detail) => {
        // Caught by the route's error boundary, which shows the 403 page; the server refuses the save anyway.
        if (!detail.abilities.canEdit) throw new ForbiddenError('只有作者或版主可以编辑这个帖子');
        return (
          <AskForm
            key={detail.id}
            detail={detail}
            mode={detail.kind === 'case' ? 'case' : 'ask'}
            startKind={detail.kind}
            plateId={detail.plate.id}
            onDraftCreated={onDraftCreated}
          />
        );
      }}
    </ItemGate>
  );
}
