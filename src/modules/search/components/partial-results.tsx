import type { SearchHit } from '@contract/search/search';
import { Divider, Text } from '@mantine/core';
import { ResultItem } from './result-item';

interface PartialResultsProps {
  hits: SearchHit[];
  /** Opens a partial match; `index` counts among the partial matches. */
  onOpen: (hit: SearchHit, index: number, newTab: boolean) => void;
}

/**
 * The best partial matches the server adds when the strict search finds
 * little: under their own heading, so nobody takes them for exact results.
 */
export function PartialResults({ hits, onOpen }: PartialResultsProps) {
  if (hits.length === 0) return null;
  return (
    <section aria-label="部分匹配的结果">
      <Divider
        my="sm"
        labelPosition="left"
        label={
          <Text fz="sm" fw={600} c="dimmed" component="h3" m={0}>
            以下结果仅部分匹配
          </Text>
        }
      />
      {hits.map((hit, i) => (
        <ResultItem key={`${hit.domainId}:${hit.id}`} hit={hit} onOpen={(h, newTab) => onOpen(h, i, newTab)} />
      ))}
    </section>
  );
}
