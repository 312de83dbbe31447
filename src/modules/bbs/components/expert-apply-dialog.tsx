import { EXPERT_FIELDS_MAX, EXPERT_INTRO_MAX, type ExpertView } from '@contract/bbs-experts';
import { Modal, MultiSelect, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { communityMutations } from '../api/community-mutations';
import { useFieldOptions } from './field-options';

/**
 * 申请成为专家: one to five fields (labels) and an introduction; a refused
 * application starts from what was sent. The server checks the same and
 * refuses a second open application; its message stays in the dialog.
 */
export function ExpertApplyDialog({
  opened,
  previous,
  onClose,
}: {
  opened: boolean;
  previous: ExpertView | null;
  onClose: () => void;
}) {
  const apply = useMutation(communityMutations.expertApply());
  const { options, failed } = useFieldOptions();
  const [fields, setFields] = useState<string[]>([]);
  const [intro, setIntro] = useState('');
  const [errors, setErrors] = useState<{ fields?: string; intro?: string }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once per opening.
  useEffect(() => {
    if (!opened) return;
    setFields(previous ? previous.fields.map((f) => String(f.id)) : []);
    setIntro(previous?.introduction ?? '');
    setErrors({});
    apply.reset();
  }, [opened, previous]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const introduction = intro.trim();
    const found = {
      fields: fields.length === 0 ? '请至少选择一个擅长领域' : undefined,
      intro: !introduction
        ? '请填写个人介绍'
        : introduction.length > EXPERT_INTRO_MAX
          ? `个人介绍最多${EXPERT_INTRO_MAX}个字`
          : undefined,
    };
    setErrors(found);
    if (found.fields || found.intro) return;
    apply.mutate({ labelIds: fields.map(Number), introduction }, { onSuccess: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="申请成为专家" centered closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <MultiSelect
            label="擅长领域"
            description={`选择 1–${EXPERT_FIELDS_MAX} 个标签`}
            required
            data={options}
            value={fields}
            onChange={(v) => {
              setFields(v);
              setErrors((e) => ({ ...e, fields: undefined }));
            }}
            maxValues={EXPERT_FIELDS_MAX}
            searchable
            hidePickedOptions
            nothingFoundMessage="没有匹配的标签"
            error={errors.fields ?? (failed ? '标签加载失败，请刷新重试' : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="个人介绍"
            required
            autosize
            minRows={4}
            maxRows={8}
            value={intro}
            onChange={(e) => {
              setIntro(e.currentTarget.value);
              setErrors((x) => ({ ...x, intro: undefined }));
            }}
            error={errors.intro}
            description={`你的经验与专长，${intro.trim().length}/${EXPERT_INTRO_MAX}`}
          />
          <Failure error={apply.error} />
          <Buttons label="提交申请" loading={apply.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
