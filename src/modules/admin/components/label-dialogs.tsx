import { labelCreate } from '@contract/admin/admin-labels';
import { domainsWith } from '@contract/platform/domains';
import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { treeTargets } from '@/shared/ui/admin-tree';
import { Buttons, DeleteConfirm, Failure, TargetPicker } from '@/shared/ui/dialog-parts';
import { labelMutations, labelQueries } from '../api/label-queries';
import { type AdminLabelNode, labelSubtreeIds } from '../lib/label-admin-tree';

export interface LabelCategoryRef {
  id: number;
  name: string;
}

/** What the tree asked for: a new label (under the category or a label), an edit, a move, a merge or a delete. */
export type LabelDialog =
  | { kind: 'add'; parent: AdminLabelNode | null }
  | { kind: 'rename'; label: AdminLabelNode }
  | { kind: 'move'; label: AdminLabelNode }
  | { kind: 'merge'; label: AdminLabelNode }
  | { kind: 'delete'; label: AdminLabelNode }
  | null;

const TOP = 'top';
const EVERY = 'all';
const DOMAIN_OPTIONS = [
  { value: EVERY, label: '全部知识域' },
  ...domainsWith('labels').map((d) => ({ value: String(d.id), label: d.menuName })),
];

const titleOf = (d: NonNullable<LabelDialog>, category: LabelCategoryRef) => {
  switch (d.kind) {
    case 'add':
      return `在“${d.parent?.name ?? category.name}”下添加标签`;
    case 'rename':
      return '重命名标签';
    case 'move':
      return `移动“${d.label.name}”`;
    case 'merge':
      return `合并“${d.label.name}”`;
    case 'delete':
      return '删除标签';
  }
};

interface LabelDialogsProps {
  dialog: LabelDialog;
  category: LabelCategoryRef;
  tree: AdminLabelNode[];
  onClose: () => void;
}

/** The label tree's dialogs; the server's refusals (a clashing name, a merge across domains) show in them. */
export function LabelDialogs({ dialog, category, tree, onClose }: LabelDialogsProps) {
  const key = dialog ? `${dialog.kind}-${dialog.kind === 'add' ? (dialog.parent?.id ?? 0) : dialog.label.id}` : '';
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? titleOf(dialog, category) : ''}
      centered
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {dialog?.kind === 'add' || dialog?.kind === 'rename' ? (
        <NameForm key={key} dialog={dialog} category={category} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveForm key={key} label={dialog.label} category={category} tree={tree} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'merge' ? (
        <MergeForm key={key} label={dialog.label} category={category} tree={tree} onDone={onClose} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteForm key={key} label={dialog.label} onDone={onClose} /> : null}
    </Modal>
  );
}

function NameForm({
  dialog,
  category,
  onDone,
}: {
  dialog: Extract<LabelDialog, { kind: 'add' | 'rename' }>;
  category: LabelCategoryRef;
  onDone: () => void;
}) {
  const current = dialog.kind === 'rename' ? dialog.label : null;
  const create = useMutation({ ...labelMutations.create(), onSuccess: onDone });
  const update = useMutation({ ...labelMutations.update(), onSuccess: onDone });
  const parentId = dialog.kind === 'add' ? (dialog.parent?.id ?? category.id) : category.id;
  const domainIdOf = (domain: string) => (domain === EVERY ? null : Number(domain));
  const { form, onSubmit, failure } = useContractForm({
    // Create's rules judge a rename too: both calls take the same name and domain schemas (contract/admin/admin-labels.ts).
    schema: labelCreate.input,
    initialValues: { name: current?.name ?? '', domain: current?.domainId ? String(current.domainId) : EVERY },
    toInput: ({ name, domain }) => ({ name, domainId: domainIdOf(domain), parentId: current?.parentId ?? parentId }),
    fieldOf: { domainId: 'domain' },
    error: create.error ?? update.error,
  });
  const submit = onSubmit(({ name }) => {
    const domainId = domainIdOf(form.values.domain);
    if (dialog.kind === 'add') create.mutate({ name, parentId, domainId });
    else update.mutate({ id: dialog.label.id, name, domainId });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="标签名称" {...form.getInputProps('name')} data-autofocus />
        <Select
          label="适用知识域"
          description="限定后，只有该知识域的知识可以选用此标签及其下级标签"
          data={DOMAIN_OPTIONS}
          {...form.getInputProps('domain')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
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

interface TreeFormProps {
  label: AdminLabelNode;
  category: LabelCategoryRef;
  tree: AdminLabelNode[];
  onDone: () => void;
}

function MoveForm({ label, category, tree, onDone }: TreeFormProps) {
  const [target, setTarget] = useState<string | null>(label.parentId === category.id ? TOP : String(label.parentId));
  const [error, setError] = useState<string>();
  const move = useMutation({ ...labelMutations.update(), onSuccess: onDone });
  const data = [{ value: TOP, label: `（${category.name}）` }, ...treeTargets(tree, labelSubtreeIds(label))];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target) {
      setError('请选择移动到的位置');
      return;
    }
    move.mutate({ id: label.id, parentId: target === TOP ? category.id : Number(target) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TargetPicker
          label="移动到"
          description={`只能在“${category.name}”分类内移动，不能移到自身或其下级标签之下`}
          data={data}
          value={target}
          onPick={(v) => {
            setTarget(v);
            setError(undefined);
          }}
          error={error}
          nothingFoundMessage="没有匹配的标签"
        />
        <Failure error={move.error} />
        <Buttons label="移动" loading={move.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function MergeForm({ label, category, tree, onDone }: TreeFormProps) {
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const merge = useMutation({ ...labelMutations.merge(), onSuccess: onDone });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target) {
      setError('请选择合并到的标签');
      return;
    }
    merge.mutate({ id: label.id, targetId: Number(target) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          使用“{label.name}”的 {label.itemCount} 条知识将改用所选标签
          {label.children.length ? '，其下级标签移到所选标签之下' : ''}，随后删除“{label.name}”。
        </Text>
        <TargetPicker
          label="合并到"
          description={`“${category.name}”分类内的其他标签`}
          data={treeTargets(tree, labelSubtreeIds(label))}
          value={target}
          onPick={(v) => {
            setTarget(v);
            setError(undefined);
          }}
          error={error}
          nothingFoundMessage="没有可合并到的标签"
        />
        <Failure error={merge.error} />
        <Buttons label="合并" danger loading={merge.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function DeleteForm({ label, onDone }: { label: AdminLabelNode; onDone: () => void }) {
  const usage = useQuery(labelQueries.usage(label.id));
  const remove = useMutation({ ...labelMutations.remove(), onSuccess: onDone });
  const children = usage.data?.childCount ?? 0;
  return (
    <DeleteConfirm
      onDelete={() => remove.mutate(label.id)}
      pending={remove.isPending}
      error={remove.error}
      onCancel={onDone}
      disabled={usage.data === undefined || children > 0}
    >
      {usage.data === undefined ? (
        <Text fz="sm" c="dimmed">
          {usage.isError ? usage.error.message : '正在统计使用该标签的知识…'}
        </Text>
      ) : children > 0 ? (
        <Text fz="sm">
          “{label.name}”下还有 {children} 个下级标签，不能删除。请先删除、移走或合并下级标签。
        </Text>
      ) : (
        <Text fz="sm">
          确定删除标签“{label.name}”吗？将从 {usage.data.itemCount} 条知识中移除该标签。
        </Text>
      )}
    </DeleteConfirm>
  );
}
