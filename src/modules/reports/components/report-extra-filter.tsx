import { Select } from '@mantine/core';
import type { ReportScreenProps } from '../lib/report-page';
import type { ReportFilter } from '../lib/report-page-def';
import { PersonSelect } from './person-select';

/** A page's own filter beside the shared ones; a change goes back to the table's first page. */
export function ReportExtraFilter({ filter, search, onChange }: ReportScreenProps & { filter: ReportFilter }) {
  if (filter.kind === 'person')
    return (
      <PersonSelect value={search.userId} onChange={(userId) => onChange({ userId, page: 1 })} placeholder={filter.placeholder} />
    );
  return (
    <Select
      label={filter.label}
      placeholder={filter.placeholder}
      data={filter.options}
      value={filter.value(search)}
      onChange={(v) => onChange({ ...filter.change(v), page: 1 })}
      clearable
      searchable={filter.searchable}
      w={filter.width}
    />
  );
}
