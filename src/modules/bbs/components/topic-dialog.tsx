import { adminTopicSave, TOPIC_DESCRIPTION_MAX, TOPIC_NAME_MAX, type TopicView, topicPropose } from '@contract/bbs/bbs-topics';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { communityMutations } from '../api/community-mutations';

type Mode = 'propose' | 'create' | 'edit';
type Topic = Pick<TopicView, 'id' | 'name' | 'description'>;

interface TopicDialogProps {
  opened: boolean;
  /** 提议 (a member: waits for approval), 新建 or 编辑 (a forum manager). */
  mode: Mode;
  topic?: Topic;
  onClose: () => void;
}

const TITLES = { propose: '提议话题', create: '新建话题', edit: '编辑话题' } as const;

/**
 * A topic's name and description: proposed by a member (reviewed before it
 * is listed), or created and edited by a forum manager. The server checks the
 * name's uniqueness and the sensitive words; its refusal stays in the dialog.
 */
export function TopicDialog({ opened, mode, topic, onClose }: TopicDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLES[mode]}>
      <TopicForm mode={mode} topic={topic} onClose={onClose} />
    </FormModal>
  );
}

function TopicForm({ mode, topic, onClose }: Omit<TopicDialogProps, 'opened'>) {
  const propose = useMutation(communityMutations.propose());
  const save = useMutation(communityMutations.topicSave());
  const mutation = mode === 'propose' ? propose : save;
  const { form, onSubmit, failure } = useContractForm({
    schema: mode === 'propose' ? topicPropose.input : adminTopicSave.input,
    initialValues: { name: topic?.name ?? '', description: topic?.description ?? '' },
    error: mutation.error,
  });
  const submit = onSubmit((input) => {
    if (mode === 'propose') propose.mutate(input, { onSuccess: onClose });
    else save.mutate({ ...input, ...(topic ? { id: topic.id } : {}) }, { onSuccess: onClose });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="话题名称"
          required
          maxLength={TOPIC_NAME_MAX}
          {...form.getInputProps('name')}
          description={mode === 'propose' ? '论坛管理员审核通过后，话题出现在话题广场' : undefined}
          data-autofocus
        />
        <Textarea
          label="话题说明"
          autosize
          minRows={3}
          maxRows={6}
          maxLength={TOPIC_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
          description={`${form.values.description.trim().length}/${TOPIC_DESCRIPTION_MAX}`}
        />
        <Failure error={failure} />
        <Buttons label={mode === 'propose' ? '提交' : '保存'} loading={mutation.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
