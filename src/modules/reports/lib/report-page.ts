import type { ReportSearch } from './report-search';

/** What every report screen is given by its route: the URL's filters and a way to change them. */
export interface ReportScreenProps {
  search: ReportSearch;
  onChange: (next: Partial<ReportSearch>) => void;
}
