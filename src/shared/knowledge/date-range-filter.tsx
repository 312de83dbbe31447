import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { dayjs } from '@/shared/lib/datetime';

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Called once both ends are picked, or with two undefined when cleared. */
  onChange: (from: string | undefined, to: string | undefined) => void;
  /** What the range is of: lists filter by last change, search by publication. */
  label?: string;
}

const asDay = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD') : null);

/** A date range filter (by default a list's last-changed date) on a Chinese calendar whose weeks start on Monday. */
export function DateRangeFilter({ from, to, onChange, label = '更新日期' }: DateRangeFilterProps) {
  const [range, setRange] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);
  useEffect(() => setRange([from ?? null, to ?? null]), [from, to]);
  return (
    <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder="不限"
        valueFormat="YYYY-MM-DD"
        labelSeparator="至"
        // Chinese calendar headings: 2026年11月, 2026年, months as 1月 … 12月.
        monthLabelFormat="YYYY年M月"
        yearLabelFormat="YYYY年"
        monthsListFormat="M月"
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
