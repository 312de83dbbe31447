import {
  FIELD_TYPE_NAMES,
  type FieldType,
  fieldValueProblem,
  formatMultiValue,
  isReferenceType,
  normaliseMultiValue,
  parseMultiValue,
} from '@contract/common/field-values';

/**
 * What a change of a field's type or options does to a stored value
 * (decision 030): the value as the new definition stores it, or why it cannot
 * take it. Rules:
 * - a value that already fits stays as it is (text → number keeps '12');
 * - single ↔ multiple choice convert ('北京' ↔ '["北京"]'), but a multiple
 *   choice holding two options cannot become single (or text, number …);
 * - a choice must still be among the options (removing a used option is refused);
 * - person and group values are ids: they convert to and from nothing else.
 */

export interface FieldDef {
  type: string;
  options: readonly string[];
}

export type Conversion = { value: string } | { reason: string };

const quote = (s: string) => `「${s.length > 20 ? `${s.slice(0, 20)}…` : s}」`;

export function convertValue(from: FieldDef, to: FieldDef, value: string): Conversion {
  if (value === '') return { value };
  const toName = FIELD_TYPE_NAMES[to.type as FieldType] ?? to.type;
  if (from.type !== to.type && (isReferenceType(from.type) || isReferenceType(to.type))) {
    const fromName = FIELD_TYPE_NAMES[from.type as FieldType] ?? from.type;
    return { reason: `是${fromName}，不能转为${toName}` };
  }
  const atoms = from.type === 'multiselect' ? (parseMultiValue(value) ?? [value]) : [value];
  if (to.type === 'multiselect') {
    const stray = atoms.find((a) => !to.options.includes(a));
    if (stray !== undefined) return { reason: `用到了不在选项中的${quote(stray)}` };
    return { value: normaliseMultiValue(to.options, formatMultiValue(atoms)) };
  }
  if (atoms.length === 0) return { value: '' };
  if (atoms.length > 1) return { reason: `选了多个选项（如${quote(atoms.join('、'))}），不能改为${toName}` };
  const [atom] = atoms;
  if (fieldValueProblem(to.type, to.options, atom) === null) return { value: atom };
  if (to.type === 'select') return { reason: `用到了不在选项中的${quote(atom)}` };
  return { reason: `无法转为${toName}（如${quote(atom)}）` };
}
