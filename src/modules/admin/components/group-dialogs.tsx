import { groupCreate, groupUpdate } from '@contract/admin/admin';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useContractForm } from '@/shared/form/use-contract-form';
import { treeTargets } from '@/shared/ui/admin-tree';
import { Buttons, DeleteConfirm, Failure, TargetPicker } from '@/shared/ui/dialog-parts';
import { adminMutations } from '../api/admin-queries';
import { type AdminGroupNode, subtreeIds } from '../lib/group-admin-tree';

/** What the tree asked for: a new group (under a parent or at the top), a rename, a move or a delete. */
export type GroupDialog =
  | { kind: 'add'; parent: AdminGroupNode | null }
  | { kind: 'rename'; group: AdminGroupNode }
  | { kind: 'move'; group: AdminGroupNode }
  | { kind: 'delete'; group: AdminGroupNode }
  | null;

const TOP = 'top';

const titleOf = (d: NonNullable<GroupDialog>) =>
  d.kind === 'add'
    ? d.parent
      ? `在“${d.parent.name}”下添加组织`
      : '添加顶级组织'
    : d.kind === 'rename'
      ? '重命名组织'
      : d.kind === 'move'
        ? `移动“${d.group.name}”`
        : '删除组织';

/** The tree's dialogs; the server's refusals (a clashing name, a group still in use) show in them. */
export function GroupDialogs({ dialog, tree, onClose }: { dialog: GroupDialog; tree: AdminGroupNode[]; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? titleOf(dialog) : ''}
      centered
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {dialog?.kind === 'add' || dialog?.kind === 'rename' ? (
        <NameForm key={titleOf(dialog)} dialog={dialog} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'move' ? <MoveForm key={dialog.group.id} group={dialog.group} tree={tree} onDone={onClose} /> : null}
      {dialog?.kind === 'delete' ? <DeleteForm key={dialog.group.id} group={dialog.group} onDone={onClose} /> : null}
    </Modal>
  );
}

function NameForm({ dialog, onDone }: { dialog: Extract<GroupDialog, { kind: 'add' | 'rename' }>; onDone: () => void }) {
  const create = useMutation({ ...adminMutations.createGroup(), onSuccess: onDone });
  const update = useMutation({ ...adminMutations.updateGroup(), onSuccess: onDone });
  const parentId = dialog.kind === 'add' ? (dialog.parent?.id ?? null) : dialog.group.parentId;
  const { form, onSubmit, failure } = useContractForm({
    // Create's rule judges a rename too: both calls take the contract's one group name schema.
    schema: groupCreate.input,
    initialValues: { name: dialog.kind === 'rename' ? dialog.group.name : '' },
    toInput: ({ name }) => ({ name, parentId }),
    error: create.error ?? update.error,
  });
  const submit = onSubmit(({ name }) => {
    if (dialog.kind === 'add') create.mutate({ name, parentId });
    else update.mutate({ id: dialog.group.id, name });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="组织名称" {...form.getInputProps('name')} maxLength={50} data-autofocus />
        <Failure error={failure} />
        <Buttons
          label={dialog.kind === 'add' ? '添加' : '保存'}
          loading={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** A move names where to: groupUpdate's parent, which a move may not leave out. */
const moveInput = groupUpdate.input
  .pick({ parentId: true })
  .refine((v) => v.parentId !== undefined, { path: ['parentId'], message: '请选择移动到的位置' });

function MoveForm({ group, tree, onDone }: { group: AdminGroupNode; tree: AdminGroupNode[]; onDone: () => void }) {
  const move = useMutation({ ...adminMutations.updateGroup(), onSuccess: onDone });
  const { form, onSubmit, failure, errorOf } = useContractForm({
    schema: moveInput,
    initialValues: { target: (group.parentId === null ? TOP : String(group.parentId)) as string | null },
    toInput: ({ target }) => ({ parentId: target === null ? undefined : target === TOP ? null : Number(target) }),
    fieldOf: { parentId: 'target' },
    error: move.error,
  });
  const data = [{ value: TOP, label: '（顶级）' }, ...treeTargets(tree, subtreeIds(group))];
  return (
    <form onSubmit={onSubmit(({ parentId }) => move.mutate({ id: group.id, parentId }))} noValidate>
      <Stack gap="sm">
        <TargetPicker
          label="移动到"
          description="不能移动到自身或其下级组织之下"
          data={data}
          value={form.values.target}
          onPick={(v) => form.setFieldValue('target', v)}
          error={errorOf('target')}
          nothingFoundMessage="没有匹配的组织"
        />
        <Failure error={failure} />
        <Buttons label="移动" loading={move.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function DeleteForm({ group, onDone }: { group: AdminGroupNode; onDone: () => void }) {
  const remove = useMutation({ ...adminMutations.deleteGroup(), onSuccess: onDone });
  return (
    <DeleteConfirm onDelete={() => remove.mutate(group.id)} pending={remove.isPending} error={remove.error} onCancel={onDone}>
      <Text fz="sm">确定删除组织“{group.name}”吗？只有没有成员和下级组织的组织可以删除。</Text>
    </DeleteConfirm>
  );
}
