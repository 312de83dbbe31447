import type { AdminFieldView } from '@contract/admin-fields';
import { FIELD_TYPE_NAMES, FIELD_TYPES, type FieldType, isChoiceType } from '@contract/field-values';
import { Checkbox, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Buttons, DeleteConfirm, Failure } from '@/shared/ui/dialog-parts';
import { fieldMutations } from '../api/field-queries';
import {
  emptyFieldForm,
  type FieldFormErrors,
  type FieldFormValues,
  fieldFormErrors,
  fieldFormOf,
  optionLines,
} from '../lib/field-form';

/** What the table asked for: a new field of a domain, an edit or a delete. */
export type FieldDialog =
  | { kind: 'create'; domainId: number; noun: string }
  | { kind: 'edit'; field: AdminFieldView; noun: string }
  | { kind: 'delete'; field: AdminFieldView; noun: string }
  | null;

const titleOf = (d: NonNullable<FieldDialog>) =>
  d.kind === 'create' ? `新建${d.noun}字段` : d.kind === 'edit' ? `编辑字段“${d.field.name}”` : '删除字段';

const TYPE_DATA = FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_NAMES[t] }));

/** The field table's dialogs; the server's refusals (a clashing name, values a new type cannot take) show in them. */
export function FieldDialogs({ dialog, onClose }: { dialog: FieldDialog; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? titleOf(dialog) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <FieldForm key={titleOf(dialog)} dialog={dialog} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteForm key={dialog.field.id} dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Why a type change may be refused, said before the user tries. */
function typeHint(from: FieldType, to: FieldType, itemCount: number, noun: string): string | undefined {
  if (from === to || itemCount === 0) return undefined;
  return `已有 ${itemCount} 个${noun}填写了此字段：现有的值须能转为“${FIELD_TYPE_NAMES[to]}”，否则无法保存`;
}

function FieldForm({ dialog, onDone }: { dialog: Extract<FieldDialog, { kind: 'create' | 'edit' }>; onDone: () => void }) {
  const editing = dialog.kind === 'edit' ? dialog.field : null;
  const [values, setValues] = useState<FieldFormValues>(editing ? fieldFormOf(editing) : emptyFieldForm);
  const [errors, setErrors] = useState<FieldFormErrors>({});
  const create = useMutation({ ...fieldMutations.create(), onSuccess: onDone });
  const update = useMutation({ ...fieldMutations.update(), onSuccess: onDone });
  const set = (patch: Partial<FieldFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const choice = isChoiceType(values.type);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldFormErrors(values, !editing);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = {
      name: values.name.trim(),
      type: values.type,
      required: values.required,
      options: choice ? optionLines(values.options) : [],
    };
    if (editing) update.mutate({ id: editing.id, ...body });
    else if (dialog.kind === 'create')
      create.mutate({ domainId: dialog.domainId, ...body, ...(values.code.trim() ? { code: values.code.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="字段名称"
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={40}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label="字段编码"
          description={editing ? '编码创建后不能修改' : '供接口使用；不填则自动生成'}
          value={values.code}
          onChange={(e) => set({ code: e.currentTarget.value })}
          error={errors.code}
          disabled={!!editing}
          maxLength={32}
        />
        <Select
          label="字段类型"
          data={TYPE_DATA}
          value={values.type}
          onChange={(t) => t && set({ type: t as FieldType })}
          allowDeselect={false}
          description={editing ? typeHint(editing.type, values.type, editing.itemCount, dialog.noun) : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {choice ? (
          <Textarea
            label="选项"
            description={
              editing?.itemCount ? '每行一个选项，按此顺序显示；已被使用的选项不能删除或改名' : '每行一个选项，按此顺序显示'
            }
            value={values.options}
            onChange={(e) => set({ options: e.currentTarget.value })}
            error={errors.options}
            autosize
            minRows={3}
            maxRows={10}
            withAsterisk
          />
        ) : null}
        <Checkbox
          label="必填（提交审核时须填写）"
          checked={values.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        <Failure error={create.error ?? update.error} />
        <Buttons label={editing ? '保存' : '添加'} loading={create.isPending || update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function DeleteForm({ dialog, onDone }: { dialog: Extract<FieldDialog, { kind: 'delete' }>; onDone: () => void }) {
  const { field, noun } = dialog;
  const remove = useMutation({ ...fieldMutations.remove(), onSuccess: onDone });
  return (
    <DeleteConfirm onDelete={() => remove.mutate(field.id)} pending={remove.isPending} error={remove.error} onCancel={onDone}>
      <Text fz="sm">
        确定删除字段“{field.name}”吗？
        {field.itemCount
          ? `${field.itemCount} 个${noun}填写了此字段，删除后这些值将一并清除（含历史版本），不能恢复。`
          : `还没有${noun}填写此字段。`}
      </Text>
    </DeleteConfirm>
  );
}
