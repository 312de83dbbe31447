import { CASE_PART_NAMES, CASE_PARTS, type CasePart } from '@contract/bbs/bbs-posts';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { uploadedImage } from '@/shared/editor/image-extension';
import { RichTextField } from '@/shared/editor/rich-text-field';
import { postMutations } from '../api/post-mutations';

/** Every editor of the form by its field: `content` and the case's parts. */
export type EditorMap = Map<'content' | CasePart, Editor>;

/** Uploads a picked, pasted or dropped image for any of the form's editors. */
export function useImageUpload() {
  const upload = useMutation(postMutations.uploadImage());
  return async (file: File) => uploadedImage(await upload.mutateAsync({ input: file }));
}

interface CasePartFieldsProps {
  initial: Record<CasePart, string>;
  editors: EditorMap;
  errors: Partial<Record<CasePart, string>>;
  onReady: () => void;
  onChange: () => void;
}

/** The case's five parts (背景, 问题, 分析, 方案, 效果), each its own rich-text field. */
export function CasePartFields({ initial, editors, errors, onReady, onChange }: CasePartFieldsProps) {
  const upload = useImageUpload();
  return (
    <Stack gap="md">
      {CASE_PARTS.map((part) => (
        <RichTextField
          key={part}
          label={CASE_PART_NAMES[part]}
          placeholder={`填写${CASE_PART_NAMES[part]}`}
          compact
          initialContent={initial[part]}
          readOnly={false}
          upload={upload}
          error={errors[part]}
          onReady={(editor) => {
            editors.set(part, editor);
            onReady();
          }}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}
