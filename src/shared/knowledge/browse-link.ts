import type { CSSProperties, ReactNode } from 'react';

/** The filter a category or group opens: the domain's list narrowed to it. */
export type BrowseFilter = { labelIds: number[] } | { groupIds: number[] };

export interface BrowseLinkProps {
  className: string;
  style?: CSSProperties;
  'aria-label': string;
  'data-empty'?: true;
  children: ReactNode;
}

/**
 * Renders the link to a domain's filtered list (the wiki's `/list`, the
 * library's `/library` …): the browsers know the filter, the module knows the route.
 */
export type RenderBrowseLink = (filter: BrowseFilter, props: BrowseLinkProps) => ReactNode;
