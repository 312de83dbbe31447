import type { ListFilters } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { strategySave } from '@contract/strategy/strategy';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
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
export function StrategyNameModal({ opened, onClose, title, ...rest }: StrategyNameModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <StrategyNameForm onClose={onClose} {...rest} />
    </FormModal>
  );
}

function StrategyNameForm({ onClose, id, initialName = '', filters, onSaved }: Omit<StrategyNameModalProps, 'opened' | 'title'>) {
  const save = useMutation(strategyMutations.save());
  const { form, onSubmit, failure } = useContractForm({
    schema: strategySave.input,
    initialValues: { name: initialName },
    toInput: (values) => ({ ...values, id, domainId: DOMAIN_IDS.wiki, filters }),
    error: save.error,
  });
  const submit = onSubmit(({ name }) =>
    save.mutate(
      { id, name, filters },
      {
        onSuccess: () => {
          onClose();
          onSaved?.();
        },
      },
    ),
  );
  const { error, ...nameProps } = form.getInputProps('name');
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="策略名称"
        placeholder="例如：研发制度规范"
        data-autofocus
        maxLength={NAME_MAX}
        {...nameProps}
        // The one field of the dialog: whatever the server refuses (a duplicate name) is said under it.
        error={error ?? failure?.message}
        description={`最多${NAME_MAX}个字`}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!form.values.name.trim()}>
          保存
        </Button>
      </Group>
    </form>
  );
}
