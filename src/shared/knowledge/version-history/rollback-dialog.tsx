import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { versionMutations } from '../api/version-queries';
import type { KnowledgeScope } from '../scope';

export interface RollbackOutcome {
  from: number;
  version: number;
  status: KnowledgeStatus;
}

interface RollbackDialogProps {
  scope: KnowledgeScope;
  entryId: number;
  /** The version to roll back to; null while closed. */
  version: number | null;
  nextVersion: number;
  onClose: () => void;
  onDone: (o: RollbackOutcome) => void;
}

/** Confirms a rollback: a new version with the old content, never a rewrite of history. */
export function RollbackDialog({ scope, entryId, version, nextVersion, onClose, onDone }: RollbackDialogProps) {
  const rollback = useMutation(versionMutations.rollback(scope));
  const confirm = () => {
    if (version === null) return;
    rollback.mutate(
      { id: entryId, version },
      { onSuccess: (r) => onDone({ from: version, version: r.version, status: r.status }) },
    );
  };
  return (
    <Modal opened={version !== null} onClose={onClose} title={`回滚到第${version ?? ''}版？`} centered>
      <Text fz="sm">
        将以第{version}版的内容新建第{nextVersion}
        版，已有的版本历史不会被改写。审核人回滚后直接发布，其他人回滚的版本需审核通过后发布。
      </Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button color="grape" onClick={confirm} loading={rollback.isPending}>
          确认回滚
        </Button>
      </Group>
    </Modal>
  );
}
