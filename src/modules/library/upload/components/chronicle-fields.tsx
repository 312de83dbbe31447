import { REGION_MAX, YEAR_MAX, YEAR_MIN } from '@contract/library/library-terms';
import { Checkbox, Group, NumberInput, TextInput } from '@mantine/core';

export interface ChronicleValue {
  isChronicle: boolean;
  region: string;
  year: number | '';
}

interface ChronicleFieldsProps {
  value: ChronicleValue;
  onChange: (patch: Partial<ChronicleValue>) => void;
  disabled?: boolean;
}

/** Marks documents as local chronicles (地方志), which then need a region and a year. */
export function ChronicleFields({ value, onChange, disabled }: ChronicleFieldsProps) {
  return (
    <>
      <Checkbox
        label="地方志"
        description="收入地方志专题，按地区和年份归类"
        checked={value.isChronicle}
        onChange={(e) => onChange({ isChronicle: e.currentTarget.checked })}
        disabled={disabled}
      />
      {value.isChronicle ? (
        <Group grow align="flex-start">
          <TextInput
            label="地区"
            placeholder="如：杭州市"
            withAsterisk
            maxLength={REGION_MAX}
            value={value.region}
            onChange={(e) => onChange({ region: e.currentTarget.value })}
            error={value.region.trim() === '' ? '请填写地区' : undefined}
            disabled={disabled}
          />
          <NumberInput
            label="年份"
            placeholder="如：1998"
            withAsterisk
            min={YEAR_MIN}
            max={YEAR_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={value.year}
            onChange={(v) => onChange({ year: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
            error={value.year === '' ? '请填写年份' : undefined}
            disabled={disabled}
          />
        </Group>
      ) : null}
    </>
  );
}
