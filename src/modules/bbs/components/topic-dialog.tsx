import { TOPIC_DESCRIPTION_MAX, TOPIC_NAME_MAX, type TopicView } from '@contract/bbs-topics';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { communityMutations } from '../api/community-mutations';

interface TopicDialogProps {
  opened: boolean;
  /** 提议 (a member: waits for approval), 新建 or 编辑 (a forum manager). */
  mode: 'propose' | 'create' | 'edit';
  topic?: Pick<TopicView, 'id' | 'name' | 'description'>;
  onClose: () => void;
}

const TITLES = { propose: '提议话题', create: '新建话题', edit: '编辑话题' } as const;

/**
 * A topic's name and description: proposed by a member (reviewed before it
 * is listed), or created and edited by a forum manager. The server checks the
 * name's uniqueness and the sensitive words; its refusal stays in the dialog.
 */
export function TopicDialog({ opened, mode, topic, onClose }: TopicDialogProps) {
  const propose = useMutation(communityMutations.propose());
  const save = useMutation(communityMutations.topicSave());
  const mutation = mode === 'propose' ? propose : save;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once per opening, not on every render of the mutations.
  useEffect(() => {
    if (!opened) return;
    setName(topic?.name ?? '');
    setDescription(topic?.description ?? '');
    setNameError(null);
    propose.reset();
    save.reset();
  }, [opened, topic]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('话题名称不能为空');
    const input = { name: trimmed, description: description.trim() };
    if (mode === 'propose') propose.mutate(input, { onSuccess: onClose });
    else save.mutate({ ...input, ...(topic ? { id: topic.id } : {}) }, { onSuccess: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[mode]} centered closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="话题名称"
            required
            maxLength={TOPIC_NAME_MAX}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            description={mode === 'propose' ? '论坛管理员审核通过后，话题出现在话题广场' : undefined}
            data-autofocus
          />
          <Textarea
            label="话题说明"
            autosize
            minRows={3}
            maxRows={6}
            maxLength={TOPIC_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            description={`${description.trim().length}/${TOPIC_DESCRIPTION_MAX}`}
          />
          <Failure error={mutation.error} />
          <Buttons label={mode === 'propose' ? '提交' : '保存'} loading={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
