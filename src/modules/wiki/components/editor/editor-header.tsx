import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DraftBase } from '../../lib/draft-form';

const STATUS_COLORS = { draft: 'gray', pending: 'orange', published: 'teal', rejected: 'red' } as const;

interface EditorHeaderProps {
  base: DraftBase;
  isNew: boolean;
  statusLine: ReactNode;
  busy: { saving: boolean; submitting: boolean; withdrawing: boolean };
  onSave: () => void;
  onSubmit: () => void;
  onWithdraw: () => void;
  onHistory: () => void;
}

/** Title of the page, where the draft stands, and the lifecycle actions. */
export function EditorHeader({ base, isNew, statusLine, busy, onSave, onSubmit, onWithdraw, onHistory }: EditorHeaderProps) {
  const pending = base.status === 'pending';
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={2} fz={24}>
            {isNew ? '新建词条' : '编辑词条'}
          </Title>
          {base.status ? (
            <Badge color={STATUS_COLORS[base.status]} variant="light" data-testid="entry-status">
              {STATUS_NAMES[base.status]}
            </Badge>
          ) : null}
          {base.baseVersion ? (
            <Badge color="gray" variant="outline">
              第{base.baseVersion}版
            </Badge>
          ) : null}
        </Group>
        {statusLine}
      </Stack>
      <Group gap="xs">
        {base.id !== undefined ? (
          <>
            <Anchor renderRoot={(props) => <Link {...props} to="/detail" search={{ id: base.id! }} />} fz="sm" mr="xs">
              查看词条
            </Anchor>
            <Button variant="default" onClick={onHistory}>
              版本历史
            </Button>
          </>
        ) : null}
        {pending ? (
          <Button variant="light" color="orange" onClick={onWithdraw} loading={busy.withdrawing}>
            撤回审核
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={onSave} disabled={busy.saving}>
              保存草稿
            </Button>
            <Button onClick={onSubmit} loading={busy.submitting}>
              提交审核
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
