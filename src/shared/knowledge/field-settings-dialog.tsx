import type { fieldView } from '@contract/common/custom-fields';
import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { QueryError } from '@/shared/ui/query-error';
import { fieldMutations, referenceQueries } from './api/reference-queries';
import type { KnowledgeScope } from './scope';

type Field = z.infer<typeof fieldView>;
/** All the dialog needs of a domain: which one, and what its items are called. */
type FieldScope = Pick<KnowledgeScope, 'domainId' | 'noun'>;

interface FieldSettingsDialogProps {
  scope: FieldScope;
  opened: boolean;
  onClose: () => void;
}

/** '字段设置': which custom fields ("关注字段") the item detail shows, saved per reader on the server. */
export function FieldSettingsDialog({ scope, opened, onClose }: FieldSettingsDialogProps) {
  const all = useQuery({ ...referenceQueries.fields(scope), enabled: opened });
  // Always re-read the choice on open: another tab or device may have changed it.
  const chosen = useQuery({ ...referenceQueries.chosenFields(scope), enabled: opened, staleTime: 0 });
  const failed = all.error ?? chosen.error;
  return (
    <Modal opened={opened} onClose={onClose} title="字段设置" centered size="sm">
      {failed ? (
        <QueryError
          error={failed}
          onRetry={() => {
            if (all.error) void all.refetch();
            if (chosen.error) void chosen.refetch();
          }}
        />
      ) : all.data && chosen.data && !chosen.isFetching ? (
        <FieldChoice scope={scope} fields={all.data} chosen={chosen.data} onDone={onClose} />
      ) : (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      )}
    </Modal>
  );
}

/** The checkboxes, mounted once the current choice is known so they start from it. */
function FieldChoice({
  scope,
  fields,
  chosen,
  onDone,
}: {
  scope: FieldScope;
  fields: Field[];
  chosen: number[];
  onDone: () => void;
}) {
  // No choice saved means every field shows, so every box starts checked.
  const [checked, setChecked] = useState<Set<number>>(() => new Set(chosen.length > 0 ? chosen : fields.map((f) => f.id)));
  const save = useMutation(fieldMutations.save(scope));

  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Keeps the reader's earlier order for fields still chosen; new ones follow in the domain's order.
  const rank = (id: number) => {
    const i = chosen.indexOf(id);
    return i >= 0 ? i : chosen.length + fields.findIndex((f) => f.id === id);
  };
  const submit = () => {
    // Everything checked is the same as no choice: saving none also shows fields added later.
    const ids = checked.size === fields.length ? [] : [...checked].sort((a, b) => rank(a) - rank(b));
    save.mutate(ids, { onSuccess: onDone });
  };
  const showAll = () => save.mutate([], { onSuccess: onDone });

  if (fields.length === 0) return <Text c="dimmed">本知识域尚未配置自定义字段</Text>;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        勾选要在{scope.noun}详情中显示的字段
      </Text>
      <Stack gap={8}>
        {fields.map((f) => (
          <Checkbox
            key={f.id}
            label={f.name}
            checked={checked.has(f.id)}
            onChange={(e) => toggle(f.id, e.currentTarget.checked)}
          />
        ))}
      </Stack>
      {checked.size === 0 ? (
        <Text fz="sm" c="red">
          请至少选择一个字段
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="subtle" onClick={showAll} loading={save.isPending && save.variables?.length === 0}>
          恢复全部显示
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
          <Button onClick={submit} disabled={checked.size === 0} loading={save.isPending && save.variables?.length !== 0}>
            保存
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
