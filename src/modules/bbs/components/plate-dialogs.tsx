import { PLATE_DEPTH_MAX, PLATE_DESCRIPTION_MAX, PLATE_NAME_MAX, plateSave } from '@contract/bbs/bbs-plates';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { ColleaguePicker, type PickedUser } from '@/shared/knowledge/people-pickers';
import { Buttons, DeleteConfirm, Failure, TargetPicker } from '@/shared/ui/dialog-parts';
import { plateMutations } from '../api/plate-queries';
import { type PlateNode, parentChoices } from '../lib/plate-tree';

/** What the tree asked for: a new plate (under a parent or at the top), an edit or a delete. */
export type PlateDialog =
  | { kind: 'add'; parent: PlateNode | null }
  | { kind: 'edit'; plate: PlateNode }
  | { kind: 'delete'; plate: PlateNode }
  | null;

const TOP = 'top';

const titleOf = (d: NonNullable<PlateDialog>) =>
  d.kind === 'add'
    ? d.parent
      ? `在“${d.parent.name}”下添加版块`
      : '添加顶级版块'
    : d.kind === 'edit'
      ? `编辑“${d.plate.name}”`
      : '删除版块';

/** The plate tree's dialogs; the server's refusals (a clashing name, a plate with children) show in them. */
export function PlateDialogs({ dialog, tree, onClose }: { dialog: PlateDialog; tree: PlateNode[]; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? titleOf(dialog) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <PlateForm key={titleOf(dialog)} dialog={dialog} tree={tree} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteForm key={dialog.plate.id} plate={dialog.plate} onDone={onClose} /> : null}
    </Modal>
  );
}

function PlateForm({
  dialog,
  tree,
  onDone,
}: {
  dialog: Extract<PlateDialog, { kind: 'add' | 'edit' }>;
  tree: PlateNode[];
  onDone: () => void;
}) {
  const plate = dialog.kind === 'edit' ? dialog.plate : null;
  const initialParent = plate ? plate.parentId : dialog.kind === 'add' ? (dialog.parent?.id ?? null) : null;
  const save = useMutation({ ...plateMutations.save(), onSuccess: onDone });
  const { form, onSubmit, failure, errorOf } = useContractForm({
    schema: plateSave.input,
    initialValues: {
      name: plate?.name ?? '',
      description: plate?.description ?? '',
      parent: initialParent === null ? TOP : String(initialParent),
      moderators: (plate?.moderators ?? []) as PickedUser[],
    },
    toInput: ({ parent, moderators, ...values }) => ({
      ...values,
      ...(plate ? { id: plate.id } : {}),
      parentId: parent === TOP ? null : Number(parent),
      moderatorIds: moderators.map((m) => m.id),
    }),
    fieldOf: { parentId: 'parent', moderatorIds: 'moderators' },
    error: save.error,
  });
  const choices = [{ value: TOP, label: '（顶级）' }, ...parentChoices(tree, plate)];
  return (
    <form onSubmit={onSubmit((input) => save.mutate(input))} noValidate>
      <Stack gap="sm">
        <TextInput label="版块名称" withAsterisk {...form.getInputProps('name')} maxLength={PLATE_NAME_MAX} data-autofocus />
        <Textarea
          label="版块说明"
          {...form.getInputProps('description')}
          maxLength={PLATE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={5}
        />
        <TargetPicker
          label="上级版块"
          description={`版块最多 ${PLATE_DEPTH_MAX} 级，不能放到自身或其下级版块之下`}
          data={choices}
          value={form.values.parent}
          error={errorOf('parent')}
          onPick={(v) => form.setFieldValue('parent', v ?? TOP)}
          nothingFoundMessage="没有匹配的版块"
        />
        <ColleaguePicker
          label="版主"
          value={form.values.moderators}
          onChange={(v) => form.setFieldValue('moderators', v)}
          error={errorOf('moderators')}
        />
        <Failure error={failure} />
        <Buttons label={plate ? '保存' : '添加'} loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function DeleteForm({ plate, onDone }: { plate: PlateNode; onDone: () => void }) {
  const remove = useMutation({ ...plateMutations.remove(), onSuccess: onDone });
  return (
    <DeleteConfirm onDelete={() => remove.mutate(plate.id)} pending={remove.isPending} error={remove.error} onCancel={onDone}>
      <Text fz="sm">确定删除版块“{plate.name}”吗？它的版主和关注将一并移除；有下级版块的版块不能删除。</Text>
    </DeleteConfirm>
  );
}
