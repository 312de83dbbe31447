import { nodeSave } from '@contract/graph/graph-edit';
import { Alert, Button, Group, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Failure } from '@/shared/ui/dialog-parts';
import { graphAdmin } from '../../api/graph-admin';
import { graphQueries } from '../../api/graph-queries';
import { type EntityDraft, filledProperties } from './entity-form';
import { KnowledgeLinks, type LinkedItem } from './knowledge-links';

interface EntityEditorProps {
  /** The entity being changed; a new one without. */
  id?: number;
  onDone: () => void;
  onCancel: () => void;
}

/** Loads an entity for the form; a new entity starts empty. */
export function EntityEditor({ id, onDone, onCancel }: EntityEditorProps) {
  const detail = useQuery({ ...graphQueries.node(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && !detail.data) {
    return detail.isError ? (
      <Alert color="red" variant="light">
        {detail.error.message}
      </Alert>
    ) : (
      <Text c="dimmed">正在加载…</Text>
    );
  }
  const d = detail.data;
  return (
    <EntityForm
      id={id}
      initial={{
        name: d?.name ?? '',
        classId: d?.classId ?? null,
        aliases: d?.aliases ?? [],
        properties: d?.properties.length ? d.properties : [{ key: '', value: '' }],
      }}
      initialLinks={d?.knowledge ?? []}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function EntityForm({
  id,
  initial,
  initialLinks,
  onDone,
  onCancel,
}: EntityEditorProps & { initial: EntityDraft; initialLinks: LinkedItem[] }) {
  const [links, setLinks] = useState(initialLinks);
  const classes = useQuery(graphQueries.classes());
  const save = useMutation({ ...graphAdmin.saveNode(), onSuccess: onDone });
  // nodeSave's schema judges the entity: a property row's or an alias's problem shows under its list.
  const { form, onSubmit, failure } = useContractForm({
    schema: nodeSave.input,
    initialValues: initial,
    toInput: (d) => ({
      type: 2 as const,
      id,
      name: d.name,
      classId: d.classId ?? undefined,
      aliases: d.aliases.filter((a) => a.trim() !== ''),
      properties: filledProperties(d.properties),
      knowledge: links.map((k) => ({ domainId: k.domainId, id: k.id })),
    }),
    fieldOf: { aliases: 'aliases', properties: 'properties' },
    error: save.error,
  });
  const draft = form.values;
  const setRow = (i: number, patch: Partial<EntityDraft['properties'][number]>) =>
    form.setFieldValue(
      'properties',
      draft.properties.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
  const propertiesError = form.errors.properties;

  return (
    <form noValidate onSubmit={onSubmit((input) => save.mutate(input))}>
      <Stack gap="md">
        <TextInput label="名称" required {...form.getInputProps('name')} />
        <Select
          label="本体类别"
          placeholder="选择类别"
          required
          searchable
          // Inside the dialog, so the list scrolls with the form.
          comboboxProps={{ withinPortal: false }}
          data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={draft.classId === null ? null : String(draft.classId)}
          onChange={(v) => form.setFieldValue('classId', v ? Number(v) : null)}
          error={form.errors.classId}
        />
        <TagsInput label="别名" description="输入后按回车添加" {...form.getInputProps('aliases')} />
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            属性
          </Text>
          {draft.properties.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a key may be typed twice or left blank.
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`属性名 ${i + 1}`}
                placeholder="属性名"
                value={p.key}
                onChange={(e) => setRow(i, { key: e.currentTarget.value })}
                w={160}
              />
              <TextInput
                aria-label={`属性值 ${i + 1}`}
                placeholder="属性值"
                value={p.value}
                onChange={(e) => setRow(i, { value: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={`删除属性 ${i + 1}`}
                onClick={() =>
                  form.setFieldValue(
                    'properties',
                    draft.properties.filter((_, j) => j !== i),
                  )
                }
              >
                删除
              </Button>
            </Group>
          ))}
          {propertiesError ? (
            <Text c="red" fz="xs" role="alert">
              {propertiesError}
            </Text>
          ) : null}
          <Button
            variant="light"
            size="compact-sm"
            w="fit-content"
            onClick={() => form.setFieldValue('properties', [...draft.properties, { key: '', value: '' }])}
          >
            添加属性
          </Button>
        </Stack>
        <KnowledgeLinks value={links} onChange={setLinks} />
        <Failure error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
          <Button type="submit" loading={save.isPending}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
