import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface FolderNameModalProps {
  opened: boolean;
  /** The current name when renaming; empty for a new folder. */
  initial: string;
  title: string;
  loading: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

const MAX = 30;

/** Names a new folder or renames one (the contract's rule: 1–30 characters). */
export function FolderNameModal({ opened, initial, title, loading, onSave, onClose }: FolderNameModalProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName(initial);
      setError(null);
    }
  }, [opened, initial]);
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('收藏夹名称不能为空');
    if (trimmed.length > MAX) return setError(`收藏夹名称最多${MAX}个字`);
    onSave(trimmed);
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
          label="收藏夹名称"
          data-autofocus
          value={name}
          maxLength={MAX + 10}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={loading}>
            保存
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
