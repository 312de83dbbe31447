import { type AdminFieldView, fieldCreate, fieldUpdate } from '@contract/admin/admin-fields';
import { FIELD_TYPE_NAMES, FIELD_TYPES, type FieldType, isChoiceType } from '@contract/common/field-values';
import { Checkbox, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, DeleteConfirm, Failure } from '@/shared/ui/dialog-parts';
import { fieldMutations } from '../api/field-queries';
import { emptyFieldForm, type FieldFormValues, fieldFormOf, optionLines } from '../lib/field-form';

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

type Editing = Extract<FieldDialog, { kind: 'edit' }>;
type Creating = Extract<FieldDialog, { kind: 'create' }>;

/** What both calls take from the form: the options typed one per line go as a list, for a choice type only. */
const fieldInput = (v: FieldFormValues) => ({
  name: v.name,
  type: v.type,
  required: v.required,
  options: isChoiceType(v.type) ? optionLines(v.options) : [],
});

function FieldForm({ dialog, onDone }: { dialog: Creating | Editing; onDone: () => void }) {
  return dialog.kind === 'edit' ? <EditForm dialog={dialog} onDone={onDone} /> : <CreateForm dialog={dialog} onDone={onDone} />;
}

function CreateForm({ dialog, onDone }: { dialog: Creating; onDone: () => void }) {
  const create = useMutation({ ...fieldMutations.create(), onSuccess: onDone });
  const { form, onSubmit, failure } = useContractForm({
    schema: fieldCreate.input,
    initialValues: emptyFieldForm,
    // A blank code is left to the server, which makes one up.
    toInput: (v) => ({ domainId: dialog.domainId, ...fieldInput(v), ...(v.code.trim() ? { code: v.code } : {}) }),
    error: create.error,
  });
  return (
    <form onSubmit={onSubmit((input) => create.mutate(input))} noValidate>
      <Stack gap="sm">
        <FieldInputs form={form} noun={dialog.noun} editing={null} />
        <Failure error={failure} />
        <Buttons label="添加" loading={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function EditForm({ dialog, onDone }: { dialog: Editing; onDone: () => void }) {
  const { field } = dialog;
  const update = useMutation({ ...fieldMutations.update(), onSuccess: onDone });
  const { form, onSubmit, failure } = useContractForm({
    schema: fieldUpdate.input,
    initialValues: fieldFormOf(field),
    toInput: fieldInput,
    error: update.error,
  });
  return (
    <form onSubmit={onSubmit((input) => update.mutate({ id: field.id, ...input }))} noValidate>
      <Stack gap="sm">
        <FieldInputs form={form} noun={dialog.noun} editing={field} />
        <Failure error={failure} />
        <Buttons label="保存" loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function FieldInputs({
  form,
  noun,
  editing,
}: {
  form: UseFormReturnType<FieldFormValues>;
  noun: string;
  editing: AdminFieldView | null;
}) {
  const { type } = form.values;
  return (
    <>
      <TextInput label="字段名称" {...form.getInputProps('name')} maxLength={40} withAsterisk data-autofocus />
      <TextInput
        label="字段编码"
        description={editing ? '编码创建后不能修改' : '供接口使用；不填则自动生成'}
        {...form.getInputProps('code')}
        disabled={!!editing}
        maxLength={32}
      />
      <Select
        label="字段类型"
        data={TYPE_DATA}
        {...form.getInputProps('type')}
        allowDeselect={false}
        description={editing ? typeHint(editing.type, type, editing.itemCount, noun) : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {isChoiceType(type) ? (
        <Textarea
          label="选项"
          description={
            editing?.itemCount ? '每行一个选项，按此顺序显示；已被使用的选项不能删除或改名' : '每行一个选项，按此顺序显示'
          }
          {...form.getInputProps('options')}
          autosize
          minRows={3}
          maxRows={10}
          withAsterisk
        />
      ) : null}
      <Checkbox label="必填（提交审核时须填写）" {...form.getInputProps('required', { type: 'checkbox' })} />
    </>
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
