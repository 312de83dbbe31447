import type { CaseItem } from '@contract/bbs/bbs-library';
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { postHref } from '../lib/bbs-links';
import classes from './post-row.module.css';

const SOURCES: Record<CaseItem['source'], { name: string; color: string }> = {
  bbs: { name: '论坛案例', color: 'orange' },
  wiki: { name: '知识词条', color: 'teal' },
};

/** Where a case opens: a forum case on its post page, a wiki case on the entry's detail page. */
export const caseHref = (c: Pick<CaseItem, 'source' | 'id'>) =>
  c.source === 'bbs' ? postHref(c.id) : hashLink('/detail', { id: c.id });

/** One case of the library: source, title, excerpt, labels, region, product, year, author and date. */
export function CaseCard({ item }: { item: CaseItem }) {
  const source = SOURCES[item.source];
  return (
    <Paper component="article" aria-label={item.title} withBorder radius="md" p="md">
      <Group gap={8} wrap="nowrap" mb={6}>
        <Badge size="sm" variant="light" radius="sm" color={source.color} style={{ flexShrink: 0 }}>
          {source.name}
        </Badge>
        <Anchor href={caseHref(item)} className={classes.title} lineClamp={1} fw={600} fz="lg" c="inherit">
          {item.title}
        </Anchor>
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {item.excerpt || '暂无摘要'}
      </Text>
      <Group gap={6} mt={8}>
        {item.region ? (
          <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            地区：{item.region}
          </Badge>
        ) : null}
        {item.product ? (
          <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            产品：{item.product}
          </Badge>
        ) : null}
        <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
          {item.year} 年
        </Badge>
        {item.labels.slice(0, 5).map((l) => (
          <Badge key={l.id} size="sm" variant="light" radius="sm" tt="none" fw={500}>
            {l.name}
          </Badge>
        ))}
      </Group>
      <Group gap="md" mt={10} fz="xs" c="dimmed">
        <span>{item.author.nickname}</span>
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </Group>
    </Paper>
  );
}
