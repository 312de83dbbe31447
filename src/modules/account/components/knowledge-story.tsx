import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHref } from '@/shared/knowledge/item-link';
import { formatDate } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { centreHomeQueries } from '../api/centre-queries';
import classes from './knowledge-story.module.css';

function Headline({ value, unit, label }: { value: number; unit: string; label: string }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value.toLocaleString('zh-CN')}
        <Text span fz="sm" fw={400} ml={4}>
          {unit}
        </Text>
      </Text>
    </div>
  );
}

/** "我的知识故事": the last twelve months as a few numbers, a bar per month, themes and two moments. */
export function KnowledgeStory() {
  const { data, isPending, isError, error, refetch } = useQuery(centreHomeQueries.story());
  if (isPending) return <Skeleton h={220} />;
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  const peak = Math.max(1, ...data.monthly.map((m) => m.reads));
  const c = data.contributions;
  return (
    <Card withBorder radius="md" p="lg" className={classes.story} component="section" aria-label="我的知识故事">
      <Group justify="space-between" align="baseline" mb="md" wrap="wrap">
        <Title order={3} fz={18}>
          我的知识故事
        </Title>
        <Text fz="sm" c="dimmed">
          {formatDate(data.from)} — {formatDate(data.to)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        <Headline label="活跃" value={data.daysActive} unit="天" />
        <Headline label="阅读" value={data.itemsRead} unit="篇" />
        <Headline label="发布" value={c.published} unit="篇" />
        <Headline label="评论与点赞" value={c.comments + c.likesGiven} unit="次" />
      </SimpleGrid>
      <div
        className={classes.bars}
        role="img"
        aria-label={`每月阅读：${data.monthly.map((m) => `${m.month} ${m.reads}篇`).join('，')}`}
      >
        {data.monthly.map((m) => (
          <div key={m.month} className={classes.bar} title={`${m.month}：${m.reads}篇`}>
            <div className={classes.fill} style={{ height: `${Math.round((m.reads / peak) * 100)}%` }} />
            <span className={classes.month}>{Number(m.month.slice(5))}月</span>
          </div>
        ))}
      </div>
      <Stack gap="xs" mt="md">
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" c="dimmed">
            常读主题
          </Text>
          {data.topThemes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              还没有
            </Text>
          ) : (
            data.topThemes.map((t) => (
              <Badge key={t.id} variant="light">
                {t.name} · {t.count}
              </Badge>
            ))
          )}
        </Group>
        {data.first ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed">
              这一年读的第一篇：
            </Text>
            <Anchor href={itemHref(data.first.item)}>{data.first.item.title}</Anchor>（{formatDate(data.first.at)}）
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            这一年还没有阅读记录，去看看最新的知识吧
          </Text>
        )}
        {data.latest && data.latest.at !== data.first?.at ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed">
              最近一次阅读：
            </Text>
            <Anchor href={itemHref(data.latest.item)}>{data.latest.item.title}</Anchor>（{formatDate(data.latest.at)}）
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
