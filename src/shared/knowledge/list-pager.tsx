import { Group, type MantineSpacing, Pagination, Text } from '@mantine/core';

/** Past this many pages a pager only grows wider: an absurd total still gets a usable pager. */
const MAX_PAGES = 100_000;

const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the pager for assistive technology (a screen with two lists tells them apart by it). */
  label?: string;
  /**
   * Under a section, a table, a side panel or a drawer: small numbers and nothing else. Without it,
   * the pager of a screen's main list: first and last buttons and the page count beside them.
   */
  compact?: boolean;
  /** Where the pager sits under its list: centred by default, at the start when compact. */
  align?: keyof typeof JUSTIFY;
  /** A narrow side panel: only the current page between the arrows and the edges. */
  narrow?: boolean;
  /** The space above it, when its row is laid out by the caller (beside a count). */
  mt?: MantineSpacing | 0;
}

/** Page numbers under a list, hidden when everything fits on one page. */
export function ListPager({ total, page, pageSize, onPage, label = '分页', compact, align, narrow, mt }: ListPagerProps) {
  const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / pageSize)));
  if (pages <= 1) return null;
  return (
    <Group justify={JUSTIFY[align ?? (compact ? 'start' : 'center')]} gap="md" mt={mt ?? (compact ? 'sm' : 'lg')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size={compact ? 'sm' : undefined}
        withEdges={!compact}
        siblings={narrow ? 0 : undefined}
        aria-label={label}
      />
      {compact ? null : (
        <Text fz="sm" c="dimmed">
          共 {pages} 页
        </Text>
      )}
    </Group>
  );
}
