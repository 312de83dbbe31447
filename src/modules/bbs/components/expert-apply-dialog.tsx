import { EXPERT_FIELDS_MAX, EXPERT_INTRO_MAX, type ExpertView, expertApply } from '@contract/bbs/bbs-experts';
import { MultiSelect, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '@/shared/form/form-modal';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { communityMutations } from '../api/community-mutations';
import { useFieldOptions } from './field-options';

interface ExpertApplyDialogProps {
  opened: boolean;
  previous: ExpertView | null;
  onClose: () => void;
}

/**
 * 申请成为专家: one to five fields (labels) and an introduction; a refused
 * application starts from what was sent. The server checks the same and
 * refuses a second open application; its message stays in the dialog.
 */
export function ExpertApplyDialog({ opened, previous, onClose }: ExpertApplyDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="申请成为专家">
      <ExpertApplyForm previous={previous} onClose={onClose} />
    </FormModal>
  );
}

function ExpertApplyForm({ previous, onClose }: Omit<ExpertApplyDialogProps, 'opened'>) {
  const apply = useMutation(communityMutations.expertApply());
  const { options, failed } = useFieldOptions();
  const { form, onSubmit, failure } = useContractForm({
    schema: expertApply.input,
    // The picker holds label ids as strings (Mantine's option values).
    initialValues: {
      fields: previous ? previous.fields.map((f) => String(f.id)) : [],
      introduction: previous?.introduction ?? '',
    },
    toInput: ({ fields, introduction }) => ({ labelIds: fields.map(Number), introduction }),
    fieldOf: { labelIds: 'fields' },
    error: apply.error,
  });
  const fields = form.getInputProps('fields');
  return (
    <form onSubmit={onSubmit((input) => apply.mutate(input, { onSuccess: onClose }))} noValidate>
      <Stack gap="sm">
        <MultiSelect
          label="擅长领域"
          description={`选择 1–${EXPERT_FIELDS_MAX} 个标签`}
          required
          data={options}
          {...fields}
          maxValues={EXPERT_FIELDS_MAX}
          searchable
          hidePickedOptions
          nothingFoundMessage="没有匹配的标签"
          error={fields.error ?? (failed ? '标签加载失败，请刷新重试' : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="个人介绍"
          required
          autosize
          minRows={4}
          maxRows={8}
          {...form.getInputProps('introduction')}
          description={`你的经验与专长，${form.values.introduction.trim().length}/${EXPERT_INTRO_MAX}`}
        />
        <Failure error={failure} />
        <Buttons label="提交申请" loading={apply.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
