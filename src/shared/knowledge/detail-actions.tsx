import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { detailDomainParam } from '@contract/platform/domains';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { absoluteHashLink } from '@/shared/lib/links';
import { toastError, toastSuccess } from '@/shared/lib/toast';
import { detailMutations } from './api/interaction-mutations';
import { DecideDialog, type Deciding } from './decide-dialog';
import { DetailIcon } from './detail-icon';
import { FavouritePopover } from './favourite-popover';
import type { KnowledgeScope } from './scope';
import { ShareDialog } from './share-dialog';

interface DetailActionsProps {
  scope: KnowledgeScope;
  detail: KnowledgeDetail;
  /** Offered when the abilities allow editing and the domain has an editor. */
  onEdit?: () => void;
  /** After the item went to the recycle bin. */
  onRemoved: () => void;
}

async function copyLink(scope: KnowledgeScope, id: number) {
  const link = absoluteHashLink('/detail', { id, domainId: detailDomainParam(scope.domainId) });
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess('链接已复制');
  } catch {
    toastError(`复制失败，请手动复制：${link}`);
  }
}

/** Like, favourite and share for every reader; edit, submit, withdraw and delete as the abilities allow. */
export function DetailActions({ scope, detail, onEdit, onRemoved }: DetailActionsProps) {
  const { id, abilities } = detail;
  const like = useMutation(detailMutations.like(scope, id));
  const submit = useMutation(detailMutations.submit(scope, id));
  const withdraw = useMutation(detailMutations.withdraw(scope, id));
  const remove = useMutation(detailMutations.remove(scope, id));
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  // An approver opening the item (from 审核中心 or a link) decides on its pending version here too.
  const decideOn = (approve: boolean) =>
    setDeciding({
      item: {
        knowledgeId: id,
        title: detail.title,
        version: detail.working?.version ?? detail.version,
        submitterName: detail.author.nickname,
      },
      approve,
    });

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant={detail.liked ? 'light' : 'default'}
        leftSection={<DetailIcon name="like" filled={detail.liked} />}
        aria-pressed={detail.liked}
        aria-label={`${detail.liked ? '取消点赞' : '点赞'}（${detail.likeCount}）`}
        onClick={() => like.mutate()}
        disabled={like.isPending}
      >
        {detail.liked ? '已赞' : '点赞'} {detail.likeCount}
      </Button>
      <FavouritePopover scope={scope} knowledgeId={id} favourited={detail.favourited} count={detail.favouriteCount} />
      <Menu position="bottom-end" shadow="md" hideDetached={false}>
        <Menu.Target>
          <Button variant="default" leftSection={<DetailIcon name="share" />}>
            分享
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<DetailIcon name="link" size={16} />} onClick={() => void copyLink(scope, id)}>
            复制链接
          </Menu.Item>
          <Menu.Item leftSection={<DetailIcon name="send" size={16} />} onClick={() => setSharing(true)}>
            分享给同事
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {abilities.canEdit && onEdit ? (
        <Button variant="default" leftSection={<DetailIcon name="edit" />} onClick={onEdit}>
          编辑
        </Button>
      ) : null}
      {abilities.canSubmit ? (
        <Button variant="light" loading={submit.isPending} onClick={() => submit.mutate()}>
          提交审核
        </Button>
      ) : null}
      {abilities.canApprove ? (
        <>
          <Button color="teal" onClick={() => decideOn(true)}>
            通过
          </Button>
          <Button variant="light" color="red" onClick={() => decideOn(false)}>
            驳回
          </Button>
        </>
      ) : null}
      {abilities.canWithdraw ? (
        <Button variant="light" color="orange" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
          撤回审核
        </Button>
      ) : null}
      {abilities.canDelete ? (
        <Button variant="subtle" color="red" leftSection={<DetailIcon name="trash" />} onClick={() => setConfirming(true)}>
          删除
        </Button>
      ) : null}
      <ShareDialog scope={scope} knowledgeId={id} opened={sharing} onClose={() => setSharing(false)} />
      <DecideDialog deciding={deciding} onClose={() => setDeciding(null)} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`删除${scope.noun}`} centered>
        <Text fz="sm">删除后「{detail.title}」将移入回收站，30天内可以恢复。确定删除吗？</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            取消
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  onRemoved();
                },
              })
            }
          >
            确定删除
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
