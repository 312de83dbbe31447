import '@mantine/dates/styles.css';
import type { fieldView } from '@contract/custom-fields';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { referenceQueries } from './api/reference-queries';
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
    default:
      return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} maxLength={500} />;
  }
}

/** The custom fields configured for the domain (`common.field`); required ones are starred. */
export function CustomFields({ scope, values, onChange, disabled, missing }: CustomFieldsProps) {
  const { data } = useQuery(referenceQueries.fields(scope));
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
