import { DOMAIN_NAMES, domainById } from '@contract/platform/domains';
import type { SearchHit } from '@contract/search/search';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { itemHref } from '@/shared/knowledge/item-link';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { HighlightedText } from './highlighted-text';
import classes from './search.module.css';

/** A domain's badge colour; the primary tone follows the user's theme. */
const domainColor = (domainId: number) => {
  const tone = domainById(domainId)?.tone;
  return tone === 'primary' ? undefined : tone;
};

interface ResultItemProps {
  hit: SearchHit;
  /** Opens the item; `newTab` when the browser opens the link itself (Ctrl/⌘ or middle click). */
  onOpen: (hit: SearchHit, newTab: boolean) => void;
  now?: Date;
}

/** One search result: highlighted title and snippet, domain, labels, author, last change and views. */
export function ResultItem({ hit, onOpen, now }: ResultItemProps) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    const newTab = e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey;
    if (!newTab) e.preventDefault();
    onOpen(hit, newTab);
  };
  return (
    <article aria-label={hit.title} className={classes.result}>
      <Group gap={8} wrap="nowrap" mb={6}>
        <Badge size="sm" variant="light" radius="sm" color={domainColor(hit.domainId)} className={classes.noShrink}>
          {DOMAIN_NAMES[hit.domainId] ?? '知识'}
        </Badge>
        <Anchor href={itemHref(hit)} onClick={open} onAuxClick={open} className={classes.resultTitle} lineClamp={1}>
          <HighlightedText runs={hit.highlightTitle} />
        </Anchor>
      </Group>
      {hit.snippet.length > 0 ? (
        <Text fz="sm" lineClamp={3} className={classes.snippet}>
          <HighlightedText runs={hit.snippet} />
        </Text>
      ) : null}
      <Group gap="md" mt={8} fz="xs" c="dimmed">
        {hit.labels.length > 0 ? (
          <Group gap={6}>
            {hit.labels.slice(0, 5).map((l) => (
              <Badge key={l.id} size="xs" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                {l.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <span>{hit.author.nickname}</span>
        <span>
          更新于{' '}
          <time dateTime={hit.updatedAt} title={formatDateTime(hit.updatedAt)}>
            {relativeTime(hit.updatedAt, now)}
          </time>
        </span>
        <span>{hit.views} 次浏览</span>
      </Group>
    </article>
  );
}
