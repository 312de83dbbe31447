/**
 * Custom field types and how their values are written (decision 030). A
 * value is always a string in `knowledge_versions.fields`, so the rules that
 * read and write one live here, shared by the server's checks and the
 * editors. No zod here: the editors' chunk takes these few functions only.
 */

import { MAX_DB_ID } from '../platform/limits';

/** 'select' is the single choice: its code predates the other types and stored data keeps it. */
export const FIELD_TYPES = ['text', 'number', 'date', 'select', 'multiselect', 'person', 'group'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_NAMES: Readonly<Record<FieldType, string>> = {
  text: '文本',
  number: '数字',
  date: '日期',
  select: '单选',
  multiselect: '多选',
  person: '人员',
  group: '组织',
};

/** Types whose values are picked from the field's options. */
export const isChoiceType = (type: string): boolean => type === 'select' || type === 'multiselect';

/** Types whose values are ids of a user or a group. */
export const isReferenceType = (type: string): boolean => type === 'person' || type === 'group';

/** Bounds of a field's definition and values. */
export const FIELD_LIMITS = {
  /** Every save carries at most this many values (contract/knowledge/knowledge-lifecycle.ts). */
  perDomain: 50,
  nameChars: 20,
  options: 100,
  optionChars: 50,
  /** A text value's length; a multiple choice may be longer (its options encoded). */
  textChars: 500,
  /** Room for every option of a multiple choice, encoded. */
  valueChars: 6000,
} as const;

/**
 * A multiple choice is stored as a JSON array of the chosen options
 * (`["北京","上海"]`), in the options' order: options may contain any
 * character, so no separator would be safe. Nothing chosen is ''.
 */
export function parseMultiValue(value: string): string[] | null {
  if (value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export const formatMultiValue = (picked: readonly string[]): string => (picked.length ? JSON.stringify(picked) : '');

/** A decimal number as a person types it: no exponent, no thousands separators, at most 6 decimals. */
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
export const isFieldNumber = (value: string): boolean => NUMBER.test(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real YYYY-MM-DD day: the Date round trip rejects 2026-02-30. */
export function isFieldDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A user or group id as stored: plain digits, within a PostgreSQL integer (a larger one would fail the lookup). */
const ID = /^[1-9]\d{0,9}$/;
export const isFieldId = (value: string): boolean => ID.test(value) && Number(value) <= MAX_DB_ID;

/**
 * Why `value` does not fit a field of `type` with `options` (null when it
 * does), for every check needing no database: person and group ids are
 * also to be looked up.
 */
export function fieldValueProblem(type: string, options: readonly string[], value: string): string | null {
  if (value === '') return null;
  switch (type) {
    case 'number':
      return isFieldNumber(value) ? null : '应为数字';
    case 'date':
      return isFieldDate(value) ? null : '应为 YYYY-MM-DD 格式的日期';
    case 'select':
      return options.includes(value) ? null : `只能选择${options.join('、')}`;
    case 'multiselect': {
      const picked = parseMultiValue(value);
      if (picked === null) return '的值格式不正确';
      const stray = picked.find((p) => !options.includes(p));
      return stray === undefined ? null : `没有选项「${stray}」，只能选择${options.join('、')}`;
    }
    case 'person':
      return isFieldId(value) ? null : '应为所选人员';
    case 'group':
      return isFieldId(value) ? null : '应为所选组织';
    default:
      return value.length > FIELD_LIMITS.textChars ? `最多${FIELD_LIMITS.textChars}个字` : null;
  }
}

/** A multiple choice's value rewritten without repeats, in the options' order. */
export function normaliseMultiValue(options: readonly string[], value: string): string {
  const picked = new Set(parseMultiValue(value) ?? []);
  return formatMultiValue(options.filter((o) => picked.has(o)));
}
