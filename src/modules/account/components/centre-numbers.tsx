import { domainById } from '@contract/platform/domains';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHref } from '@/shared/knowledge/item-link';
import { formatDateTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { QueryError } from '@/shared/ui/query-error';
import { centreHomeQueries } from '../api/centre-queries';

function Figure({ label, value, href }: { label: string; value: number; href?: string }) {
  const number = (
    <Text fz={26} fw={700} lh={1.2}>
      {value.toLocaleString('zh-CN')}
    </Text>
  );
  return (
    <Stack gap={2} role="group" aria-label={`${label} ${value}`}>
      {href ? (
        <Anchor href={href} c="inherit" underline="hover">
          {number}
        </Anchor>
      ) : (
        number
      )}
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** My numbers (published per domain, reads and likes received, favourites) and my latest doings. */
export function CentreNumbers() {
  const { data, isPending, isError, error, refetch } = useQuery(centreHomeQueries.stats());
  if (isPending) return <Skeleton h={140} />;
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Title order={3} fz={18} mb="md">
          我的数据
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 3 + data.published.length }} spacing="lg">
          {data.published.map((p) => (
            <Figure
              key={p.domainId}
              label={`已发布${domainById(p.domainId)?.noun ?? '知识'}`}
              value={p.count}
              href={hashLink('/account/publish', { domainId: p.domainId, state: 'published' })}
            />
          ))}
          <Figure label="收到的阅读" value={data.readsReceived} />
          <Figure label="收到的点赞" value={data.likesReceived} />
          <Figure label="我的收藏" value={data.favourites} href={hashLink('/account/collections')} />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Title order={3} fz={18} mb="xs">
          最近动态
        </Title>
        {data.recent.length === 0 ? (
          <Text c="dimmed" fz="sm">
            最近90天没有动态
          </Text>
        ) : (
          <Stack gap={6} role="list" aria-label="最近动态">
            {data.recent.map((r) => (
              <Group key={`${r.at}-${r.action}-${r.item?.id ?? ''}`} gap="xs" wrap="nowrap" role="listitem" miw={0}>
                <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatDateTime(r.at)}
                </Text>
                <Text fz="sm" style={{ flexShrink: 0 }}>
                  {r.actionName}
                </Text>
                {r.item ? (
                  <Anchor href={itemHref(r.item)} fz="sm" truncate="end" miw={0}>
                    {r.item.title}
                  </Anchor>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
