import '@mantine/dates/styles.css';
import type { fieldView } from '@contract/common/custom-fields';
import { FIELD_LIMITS, formatMultiValue, parseMultiValue } from '@contract/common/field-values';
import { MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { referenceQueries } from './api/reference-queries';
import { GroupSelect } from './group-select';
import { ColleagueSelect } from './people-pickers';
import type { KnowledgeScope } from './scope';

type FieldView = z.infer<typeof fieldView>;

interface CustomFieldsProps {
  scope: KnowledgeScope;
  values: Record<string, string>;
  onChange: (fieldId: number, value: string) => void;
  disabled: boolean;
  /** Required fields left empty when the user tried to submit. */
  missing: number[];
}

function FieldInput({
  f,
  value,
  onChange,
  disabled,
  error,
}: {
  f: FieldView;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  error?: string;
}) {
  const common = { label: f.name, withAsterisk: f.required, disabled, error };
  switch (f.type) {
    case 'number':
      return <NumberInput {...common} value={value} onChange={(v) => onChange(v === '' ? '' : String(v))} />;
    case 'date':
      return (
        <DateInput
          {...common}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          valueFormat="YYYY-MM-DD"
          locale="zh-cn"
          clearable
          placeholder="选择日期"
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={f.options}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          clearable
          placeholder="请选择"
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={f.options}
          value={parseMultiValue(value) ?? []}
          // Stored in the options' order (contract/common/field-values.ts), whatever order they were picked in.
          onChange={(picked) => onChange(formatMultiValue(f.options.filter((o) => picked.includes(o))))}
          clearable
          placeholder="可选多项"
        />
      );
    case 'person':
      return (
        <ColleagueSelect
          label={f.name}
          withAsterisk={f.required}
          disabled={disabled}
          error={error}
          value={value ? Number(value) : null}
          onChange={(id) => onChange(id === null ? '' : String(id))}
        />
      );
    case 'group':
      return (
        <GroupSelect
          label={f.name}
          withAsterisk={f.required}
          disabled={disabled}
          error={error}
          placeholder="选择组织"
          value={value ? Number(value) : null}
          onChange={(id) => onChange(id === null ? '' : String(id))}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={FIELD_LIMITS.textChars}
        />
      );
  }
}

/** The custom fields configured for the domain (`common.field`); required ones are starred. */
export function CustomFields({ scope, values, onChange, disabled, missing }: CustomFieldsProps) {
  // Asked anew each time an editor opens: an administrator may have changed the fields since (issue 17).
  const { data } = useQuery({ ...referenceQueries.fields(scope), refetchOnMount: 'always' });
  if (!data?.length) return null;
  return (
    <Stack gap="sm">
      {data.map((f) => (
        <FieldInput
          key={f.id}
          f={f}
          value={values[String(f.id)] ?? ''}
          onChange={(v) => onChange(f.id, v)}
          disabled={disabled}
          error={missing.includes(f.id) ? `请填写${f.name}` : undefined}
        />
      ))}
    </Stack>
  );
}
