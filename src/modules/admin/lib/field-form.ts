import type { AdminFieldView } from '@contract/admin/admin-fields';
import type { FieldType } from '@contract/common/field-values';

/** The field dialog's values; options are typed one per line. */
export type FieldFormValues = {
  name: string;
  code: string;
  type: FieldType;
  required: boolean;
  options: string;
};

export const emptyFieldForm: FieldFormValues = { name: '', code: '', type: 'text', required: false, options: '' };

export const fieldFormOf = (f: AdminFieldView): FieldFormValues => ({
  name: f.name,
  code: f.code,
  type: f.type,
  required: f.required,
  options: f.options.join('\n'),
});

/** The options as sent: one per non-blank line, trimmed. */
export const optionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
