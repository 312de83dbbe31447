import { BBS_POST_KIND_NAMES, BBS_STATE_NAMES, type PostListItem } from '@contract/bbs/bbs-posts';
import { Badge } from '@mantine/core';

/** One colour per kind and state, wherever a post is shown (lists and the post's own page). */
export const KIND_COLORS: Record<PostListItem['kind'], string> = { question: 'teal', share: 'grape', case: 'orange' };
export const STATE_COLORS: Record<Exclude<PostListItem['state'], 'visible'>, string> = {
  draft: 'gray',
  held: 'orange',
  hidden: 'red',
};

/** 问答 / 分享 / 案例. */
export function KindBadge({ kind }: { kind: PostListItem['kind'] }) {
  return (
    <Badge size="sm" variant="light" radius="sm" color={KIND_COLORS[kind]} style={{ flexShrink: 0 }}>
      {BBS_POST_KIND_NAMES[kind]}
    </Badge>
  );
}

/** 草稿 / 待审核 / 已隐藏; nothing for a visible post (lists of one's own posts show the others). */
export function StateBadge({ state }: { state: PostListItem['state'] }) {
  if (state === 'visible') return null;
  return (
    <Badge size="sm" variant="light" radius="sm" color={STATE_COLORS[state]} style={{ flexShrink: 0 }}>
      {state === 'draft' ? '草稿' : BBS_STATE_NAMES[state]}
    </Badge>
  );
}

/** A question whose asker accepted an answer. */
export function AcceptedBadge() {
  return (
    <Badge size="sm" variant="light" radius="sm" color="teal" style={{ flexShrink: 0 }}>
      已采纳
    </Badge>
  );
}
