import type { AdminFieldView } from '@contract/admin-fields';
import { FIELD_LIMITS, type FieldType, isChoiceType } from '@contract/field-values';

/** The field dialog's values; options are typed one per line. */
export interface FieldFormValues {
  name: string;
  code: string;
  type: FieldType;
  required: boolean;
  options: string;
}

export type FieldFormErrors = Partial<Record<'name' | 'code' | 'options', string>>;

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

const CODE = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;

/** What the server would refuse, said before asking it (the server checks again). */
export function fieldFormErrors(v: FieldFormValues, creating: boolean): FieldFormErrors {
  const errors: FieldFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = '请填写字段名称';
  else if (name.length > FIELD_LIMITS.nameChars) errors.name = `字段名称最多${FIELD_LIMITS.nameChars}个字`;
  if (creating && v.code.trim() && !CODE.test(v.code.trim())) errors.code = '字段编码须以字母开头，最多32位字母、数字或下划线';
  if (isChoiceType(v.type)) {
    const options = optionLines(v.options);
    const long = options.find((o) => o.length > FIELD_LIMITS.optionChars);
    const repeated = options.find((o, i) => options.indexOf(o) !== i);
    if (options.length === 0) errors.options = '单选和多选字段至少需要一个选项';
    else if (options.length > FIELD_LIMITS.options) errors.options = `选项最多${FIELD_LIMITS.options}个`;
    else if (long) errors.options = `每个选项最多${FIELD_LIMITS.optionChars}个字：「${long.slice(0, 10)}…」`;
    else if (repeated) errors.options = `选项「${repeated}」重复了`;
  }
  return errors;
}
