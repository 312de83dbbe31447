import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { dayjs } from '@/shared/lib/datetime';

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Called once both ends are picked, or with two undefined when cleared. */
  onChange: (from: string | undefined, to: string | undefined) => void;
}

const asDay = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD') : null);

/** The last-changed date range of a list, with a Chinese calendar (weeks start on Monday). */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const [range, setRange] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);
  useEffect(() => setRange([from ?? null, to ?? null]), [from, to]);
  return (
    <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label="更新日期"
        placeholder="不限"
        valueFormat="YYYY-MM-DD"
        labelSeparator="至"
        clearable
        maxDate={dayjs().format('YYYY-MM-DD')}
        value={range}
        onChange={(v) => {
          const next: DatesRangeValue<string> = [asDay(v[0]), asDay(v[1])];
          setRange(next);
          if (next[0] && next[1]) onChange(next[0], next[1]);
          else if (!next[0] && !next[1]) onChange(undefined, undefined);
        }}
        w={250}
      />
    </DatesProvider>
  );
}
