import type { ReactNode } from 'react';

export type PagedRow = Record<string, unknown>;

/** A column of a server-paged table (key, title, sortable: the contract's report columns, the console's tables) with what the SPA adds. */
export interface PagedColumn<Row extends PagedRow> {
  /** The row field it shows, and the sort key the server takes for it. */
  key: string;
  title: string;
  numeric?: boolean;
  /** The server sorts by it. */
  sortable?: boolean;
  /** Always shown (the column that names the row). */
  fixed?: boolean;
  /** Left out until the user picks it in 显示列 (a dense table's less asked-for column). */
  hidden?: boolean;
  /** A number the user can open to see the rows behind it. */
  drill?: boolean;
  size?: number;
  render?: (row: Row) => ReactNode;
  /** What the figure counts: a "?" beside the header shows it. */
  note?: string;
}
