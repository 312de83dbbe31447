import type { PostDetail } from '@contract/bbs/bbs-posts';
import { Button, Group, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { detailMutations } from '@/shared/knowledge/api/interaction-mutations';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { FavouritePopover } from '@/shared/knowledge/favourite-popover';
import { ShareDialog } from '@/shared/knowledge/share-dialog';
import { absoluteHashLink } from '@/shared/lib/links';
import { toastError, toastSuccess } from '@/shared/lib/toast';
import { BBS_SCOPE } from '../api/bbs-scope';
import { postMutations } from '../api/post-mutations';
import { useMyId } from '../lib/use-me';
import { ReportButton } from './report-button';

async function copyLink(id: number) {
  const link = absoluteHashLink('/bbs/post-detail', { id });
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess('链接已复制');
  } catch {
    toastError(`复制失败，请手动复制：${link}`);
  }
}

/** Like, favourite and share for every reader; edit and delete as the abilities allow. */
export function PostActions({ post }: { post: PostDetail }) {
  const navigate = useNavigate();
  const like = useMutation(detailMutations.like(BBS_SCOPE, post.id));
  const remove = useMutation(postMutations.remove());
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const section = post.kind === 'case' ? 'case-create' : 'ask';
  const me = useMyId();
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant={post.liked ? 'light' : 'default'}
        leftSection={<DetailIcon name="like" filled={post.liked} />}
        aria-pressed={post.liked}
        aria-label={`${post.liked ? '取消点赞' : '点赞'}（${post.likeCount}）`}
        onClick={() => like.mutate()}
        disabled={like.isPending || post.state !== 'visible'}
      >
        {post.liked ? '已赞' : '点赞'} {post.likeCount}
      </Button>
      <FavouritePopover scope={BBS_SCOPE} knowledgeId={post.id} favourited={post.favourited} />
      <Menu position="bottom-end" shadow="md" hideDetached={false}>
        <Menu.Target>
          <Button variant="default" leftSection={<DetailIcon name="share" />}>
            分享
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<DetailIcon name="link" size={16} />} onClick={() => void copyLink(post.id)}>
            复制链接
          </Menu.Item>
          <Menu.Item leftSection={<DetailIcon name="send" size={16} />} onClick={() => setSharing(true)}>
            分享给同事
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {post.abilities.canEdit ? (
        <Button
          variant="default"
          leftSection={<DetailIcon name="edit" />}
          onClick={() => void navigate({ to: `/bbs/${section}`, search: { id: post.id } })}
        >
          编辑
        </Button>
      ) : null}
      {post.abilities.canDelete ? (
        <Button variant="default" color="red" leftSection={<DetailIcon name="trash" />} onClick={() => setConfirming(true)}>
          删除
        </Button>
      ) : null}
      {post.state === 'visible' && me !== post.author.id ? (
        <ReportButton targetType="post" targetId={post.id} variant="default" size="sm" />
      ) : null}
      <ShareDialog scope={BBS_SCOPE} knowledgeId={post.id} opened={sharing} onClose={() => setSharing(false)} />
      <ConfirmModal
        opened={confirming}
        title="删除帖子"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              void navigate({ to: '/bbs/home' });
            },
          })
        }
      >
        删除后帖子和它的回答将移入回收站，其他成员不再能看到。确定删除「{post.title}」吗？
      </ConfirmModal>
    </Group>
  );
}
