import type { ListFilters } from '@contract/knowledge';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { strategyMutations } from '../api/strategy-queries';

const NAME_MAX = 30;

interface StrategyNameModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The strategy to rename; a new one is created without it. */
  id?: number;
  initialName?: string;
  filters: Partial<ListFilters>;
  onSaved?: () => void;
}

/** Names (or renames) a filter strategy; a refusal such as a duplicate name shows under the field. */
export function StrategyNameModal({ opened, onClose, title, id, initialName = '', filters, onSaved }: StrategyNameModalProps) {
  const [name, setName] = useState(initialName);
  const save = useMutation(strategyMutations.save());
  const { reset } = save;
  useEffect(() => {
    if (opened) {
      setName(initialName);
      reset();
    }
  }, [opened, initialName, reset]);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    save.mutate(
      { id, name: trimmed, filters },
      {
        onSuccess: () => {
          onClose();
          onSaved?.();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="策略名称"
          placeholder="例如：研发制度规范"
          data-autofocus
          maxLength={NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={save.error?.message}
          description={`最多${NAME_MAX}个字`}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            保存
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
