import { favoriteFolderSave } from '@contract/knowledge/interaction';
import { Button, Group, TextInput } from '@mantine/core';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';

interface FolderNameModalProps {
  opened: boolean;
  /** The current name when renaming; empty for a new folder. */
  initial: string;
  title: string;
  loading: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Typing may run past the limit, so the contract's own message says what is too long rather than the input cutting it. */
const TYPING_MAX = 40;

/** Names a new folder or renames one, by the contract's rule for a folder name. */
export function FolderNameModal({ opened, title, onClose, ...form }: FolderNameModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <FolderNameForm onClose={onClose} {...form} />
    </FormModal>
  );
}

function FolderNameForm({ initial, loading, onSave, onClose }: Omit<FolderNameModalProps, 'opened' | 'title'>) {
  const { form, onSubmit } = useContractForm({ schema: favoriteFolderSave.input, initialValues: { name: initial } });
  return (
    <form onSubmit={onSubmit((input) => onSave(input.name))} noValidate>
      <TextInput label="收藏夹名称" data-autofocus maxLength={TYPING_MAX} {...form.getInputProps('name')} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" loading={loading}>
          保存
        </Button>
      </Group>
    </form>
  );
}
