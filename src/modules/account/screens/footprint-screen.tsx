import { domainById } from '@contract/platform/domains';
import { Anchor, Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { itemHref } from '@/shared/knowledge/item-link';
import { formatDate } from '@/shared/lib/datetime';
import { centreMutations, centreQueries, FOOTPRINT_PAGE_SIZE } from '../api/centre-queries';
import { CentreList, ClearAllButton } from '../components/centre-list';
import { DomainFilter } from '../components/domain-filter';
import type { FootprintSearch } from '../lib/centre-search';

type Footprint = { id: number; domainId: number; title: string; viewedAt: string; day: string };

/** Names a day the way people say it: 今天, 昨天, else 11月24日 (with the year when not this one). */
export function dayName(day: string, now: Date = new Date()): string {
  // Days are the company's calendar days (the server writes them so), not the browser's.
  if (day === formatDate(now)) return '今天';
  if (day === formatDate(now.getTime() - 86_400_000)) return '昨天';
  const [y, m, d] = day.split('-').map(Number);
  return String(y) === formatDate(now).slice(0, 4) ? `${m}月${d}日` : `${y}年${m}月${d}日`;
}

/** Footprints of one page, in their order, under their day. */
function byDay(list: Footprint[]): { day: string; items: Footprint[] }[] {
  const groups: { day: string; items: Footprint[] }[] = [];
  for (const f of list) {
    const last = groups.at(-1);
    if (last?.day === f.day) last.items.push(f);
    else groups.push({ day: f.day, items: [f] });
  }
  return groups;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });

/** `/account/footprint`: what I read, by day; remove one or clear all. */
export function FootprintScreen({ search, onSearch }: { search: FootprintSearch; onSearch: (next: FootprintSearch) => void }) {
  const query = useQuery(centreQueries.footprints(search));
  const remove = useMutation(centreMutations.removeFootprints());

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz={20}>
          我的足迹
        </Title>
        <Group gap="sm">
          <DomainFilter value={search.domainId} onChange={(domainId) => onSearch({ domainId, page: 1 })} />
          <ClearAllButton
            label="清空足迹"
            title="清空足迹"
            warning="所有知识域的阅读足迹都将删除，且不能恢复。"
            disabled={!query.data || query.data.total === 0}
            loading={remove.isPending}
            onConfirm={(done) => remove.mutate({ all: true }, { onSuccess: done })}
          />
        </Group>
      </Group>
      <CentreList
        query={query}
        empty={search.domainId !== undefined ? '这个知识域没有阅读足迹' : '还没有阅读足迹'}
        page={search.page}
        pageSize={FOOTPRINT_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      >
        {(data) =>
          byDay(data.list).map((g) => (
            <Card key={g.day} withBorder radius="md" p="md" component="section" aria-label={dayName(g.day)}>
              <Title order={3} fz={16} mb="xs">
                {dayName(g.day)}
              </Title>
              <Stack gap={6} role="list">
                {g.items.map((f) => (
                  <Group key={`${f.id}-${f.day}`} justify="space-between" wrap="nowrap" gap="sm" role="listitem">
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <Text fz="sm" c="dimmed" w={44} style={{ flexShrink: 0 }}>
                        {timeOf(f.viewedAt)}
                      </Text>
                      <Badge variant="light" style={{ flexShrink: 0 }}>
                        {domainById(f.domainId)?.noun ?? '知识'}
                      </Badge>
                      <Anchor href={itemHref(f)} c="inherit" fz="sm" truncate="end" miw={0}>
                        {f.title}
                      </Anchor>
                    </Group>
                    <CloseButton
                      size="sm"
                      aria-label={`删除足迹：${f.title}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ items: [{ knowledgeId: f.id, day: f.day }] })}
                    />
                  </Group>
                ))}
              </Stack>
            </Card>
          ))
        }
      </CentreList>
    </Stack>
  );
}
