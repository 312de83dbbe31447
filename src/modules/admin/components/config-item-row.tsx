import { type configList, configUpdate } from '@contract/admin/admin-config';
import { checkConfigValue } from '@contract/admin/config-catalogue';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Badge, Button, Group, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { configMutations } from '../api/config-queries';
import classes from './config-item-row.module.css';

export type ConfigItem = OutputOf<typeof configList>[number];

/**
 * One configuration item: what it is, its default and its value, with the
 * control its kind needs. A switch or a choice saves when it changes; text
 * and multiple choices save with 保存. The server checks the value again.
 */
export function ConfigItemRow({ item }: { item: ConfigItem }) {
  const set = useMutation(configMutations.set());
  const reset = useMutation(configMutations.reset());
  const error = set.error ?? reset.error;
  const save = (value: string) => set.mutate({ code: item.code, value });
  const changed = item.value !== item.default;
  return (
    <div className={classes.row} data-code={item.code}>
      <Stack gap={2} className={classes.about}>
        <Group gap="xs">
          <Text fw={600} fz="sm">
            {item.name}
          </Text>
          {changed ? (
            <Badge size="xs" variant="light" color="orange">
              已修改
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed" ff="monospace">
          {item.code}
        </Text>
        <Text fz="sm" c="dimmed">
          {item.description}
        </Text>
        <Text fz="xs" c="dimmed">
          默认值：{item.defaultShown}
        </Text>
      </Stack>
      <Stack gap={6} className={classes.control}>
        <ValueControl key={item.value} item={item} saving={set.isPending} onSave={save} />
        {error ? (
          <Alert color="red" variant="light" p="xs">
            {error.message}
          </Alert>
        ) : null}
        {changed ? (
          <Button
            variant="subtle"
            size="compact-xs"
            loading={reset.isPending}
            onClick={() => reset.mutate(item.code)}
            aria-label={`恢复默认：${item.name}`}
            className={classes.reset}
          >
            恢复默认
          </Button>
        ) : null}
      </Stack>
    </div>
  );
}

function ValueControl({ item, saving, onSave }: { item: ConfigItem; saving: boolean; onSave: (value: string) => void }) {
  switch (item.kind) {
    case 'switch':
      return (
        <Switch
          checked={item.value === '1'}
          onChange={(e) => onSave(e.currentTarget.checked ? '1' : '0')}
          disabled={saving}
          label={item.value === '1' ? '开启' : '关闭'}
          aria-label={item.name}
        />
      );
    case 'select':
      return (
        <Select
          aria-label={item.name}
          data={item.options}
          value={item.value}
          onChange={(v) => v && v !== item.value && onSave(v)}
          allowDeselect={false}
          disabled={saving}
        />
      );
    case 'multi':
      return <MultiValueForm item={item} saving={saving} onSave={onSave} />;
    default:
      return <TextValueForm item={item} saving={saving} onSave={onSave} />;
  }
}

/** A text item's value: configUpdate's schema judges it on saving; the item's own rule (the catalogue's) speaks as it is typed. */
function TextValueForm({ item, saving, onSave }: { item: ConfigItem; saving: boolean; onSave: (value: string) => void }) {
  // The row's Alert shows the server's refusal (a value the item's pattern refuses), as it does for the other kinds.
  const { form, onSubmit } = useContractForm({
    schema: configUpdate.input,
    initialValues: { value: item.value },
    toInput: ({ value }) => ({ code: item.code, value }),
  });
  const checked = checkConfigValue({ ...item, maxLength: item.maxLength ?? undefined }, form.values.value);
  const problem = 'error' in checked ? checked.error : undefined;
  return (
    <form onSubmit={onSubmit((input) => onSave(input.value))}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={item.name}
          {...form.getInputProps('value')}
          error={form.errors.value ?? problem}
          maxLength={item.maxLength ?? undefined}
          className={classes.grow}
        />
        <Button
          type="submit"
          variant="default"
          loading={saving}
          disabled={problem !== undefined || !form.isDirty()}
          aria-label={`保存：${item.name}`}
        >
          保存
        </Button>
      </Group>
    </form>
  );
}

/** A multiple choice's value, saved as its codes joined by commas: judged as a text item is (configUpdate's schema, the catalogue's rule as it is picked). */
function MultiValueForm({ item, saving, onSave }: { item: ConfigItem; saving: boolean; onSave: (value: string) => void }) {
  const { form, onSubmit } = useContractForm({
    schema: configUpdate.input,
    initialValues: { picked: item.value ? item.value.split(',') : [] },
    toInput: ({ picked }) => ({ code: item.code, value: picked.join(',') }),
    fieldOf: { value: 'picked' },
  });
  const checked = checkConfigValue({ ...item, maxLength: item.maxLength ?? undefined }, form.values.picked.join(','));
  const problem = 'error' in checked ? checked.error : undefined;
  return (
    <form onSubmit={onSubmit((input) => onSave(input.value))}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <MultiSelect
          aria-label={item.name}
          data={item.options}
          {...form.getInputProps('picked')}
          error={form.errors.picked ?? problem}
          className={classes.grow}
        />
        <Button
          type="submit"
          variant="default"
          loading={saving}
          disabled={problem !== undefined || !form.isDirty()}
          aria-label={`保存：${item.name}`}
        >
          保存
        </Button>
      </Group>
    </form>
  );
}
