import { SUMMARY_MAX, TITLE_MAX } from '@contract/knowledge/knowledge';
import { QUESTION_MAX } from '@contract/library/library';
import { Divider, Stack, Textarea, TextInput } from '@mantine/core';
import { CustomFields } from '@/shared/knowledge/custom-fields';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { VisibilityField } from '@/shared/knowledge/visibility-field';
import { LIBRARY_SCOPE } from '../../api/library-scope';
import type { DocumentForm } from '../lib/document-form';
import { ChronicleFields } from './chronicle-fields';

interface DocumentMetaFieldsProps {
  form: DocumentForm;
  update: (patch: Partial<DocumentForm>) => void;
  disabled: boolean;
  /** The question and chronicle data may be changed (author, admins, approvers). */
  factsEditable: boolean;
  missing: number[];
}

/** Every input of the information form: title, summary, labels, group, custom fields, facts, visibility. */
export function DocumentMetaFields({ form, update, disabled, factsEditable, missing }: DocumentMetaFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="标题"
        withAsterisk
        maxLength={TITLE_MAX}
        value={form.title}
        onChange={(e) => update({ title: e.currentTarget.value })}
        error={form.title.trim() === '' ? '请填写标题' : undefined}
        disabled={disabled}
      />
      <Textarea
        label="摘要"
        description={`列表和搜索结果中显示，最多${SUMMARY_MAX}字；默认取自文档开头的文字`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={SUMMARY_MAX}
        value={form.summary}
        onChange={(e) => update({ summary: e.currentTarget.value })}
        disabled={disabled}
      />
      <LabelSelect
        scope={LIBRARY_SCOPE}
        value={form.labelIds}
        onChange={(labelIds) => update({ labelIds })}
        disabled={disabled}
      />
      <GroupSelect value={form.groupId} onChange={(groupId) => update({ groupId })} disabled={disabled} />
      <CustomFields
        scope={LIBRARY_SCOPE}
        values={form.fields}
        onChange={(fieldId, value) => update({ fields: { ...form.fields, [String(fieldId)]: value } })}
        disabled={disabled}
        missing={missing}
      />
      <Divider />
      <TextInput
        label="关联问题"
        description="这个文档解答的问题或话题（可不填）"
        maxLength={QUESTION_MAX}
        value={form.question}
        onChange={(e) => update({ question: e.currentTarget.value })}
        disabled={disabled || !factsEditable}
      />
      <ChronicleFields value={form} onChange={update} disabled={disabled || !factsEditable} />
      <Divider />
      <VisibilityField value={form.visibility} onChange={(visibility) => update({ visibility })} disabled={disabled} />
    </Stack>
  );
}
