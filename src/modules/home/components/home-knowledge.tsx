import { Anchor, Grid, Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/shared/hooks/use-can';
import { hashLink } from '@/shared/lib/links';
import { QueryError } from '@/shared/ui/query-error';
import { homeQueries } from '../api/home-queries';
import classes from './home-knowledge.module.css';
import { KnowledgeBlock } from './knowledge-block';

const more = (sort: 'newest' | 'views') => (
  <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/list" search={{ sort }} />}>
    更多
  </Anchor>
);

/** The approvers' reminder: how many versions wait for a decision, leading to the queue. */
function ApprovalReminder({ count }: { count: number }) {
  return (
    <UnstyledButton component="a" href={hashLink('/approval')} className={classes.approval} aria-label={`待审核 ${count} 条`}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={count ? 'orange' : 'teal'}>
          <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
            <path d="M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" strokeLinecap="round" />
          </svg>
        </ThemeIcon>
        <div>
          <Text fw={600}>
            待审核 <span className={classes.approvalCount}>{count}</span> 条
          </Text>
          <Text fz="sm" c="dimmed">
            {count ? '有词条等待您审核，点击进入审核队列' : '审核队列已清空'}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The knowledge part of `/index`: recommended, newest and most read entries,
 * the user's drafts and, for approvers, the approval queue.
 */
export function HomeKnowledge() {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data, error, refetch } = useQuery(homeQueries.knowledge());
  if (error) return <QueryError error={error} onRetry={refetch} />;
  if (!data) return null;
  // A reader who may not write has no drafts to come back to (unless written before the key was withdrawn).
  const showDrafts = canCreate || data.drafts.length > 0;
  const showSide = showDrafts || data.approvalCount !== null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: showSide ? 8 : 12 }}>
        <KnowledgeBlock title="为你推荐" items={data.recommended} empty="阅读、点赞或收藏词条后，这里会推荐相关内容" />
      </Grid.Col>
      {showSide ? (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg" h="100%" className={classes.side}>
            {data.approvalCount !== null ? <ApprovalReminder count={data.approvalCount} /> : null}
            {showDrafts ? (
              <KnowledgeBlock
                title="我的草稿"
                items={data.drafts}
                empty="没有未完成的草稿"
                hrefOf={(item) => hashLink('/wiki/newCreate', { id: item.id })}
                date="updated"
                own
                bare
                more={
                  canCreate ? (
                    <Anchor fz="sm" href={hashLink('/wiki/newCreate')}>
                      新建词条
                    </Anchor>
                  ) : undefined
                }
              />
            ) : null}
          </Paper>
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, md: 6 }}>
        <KnowledgeBlock title="最新发布" items={data.newest} empty="还没有发布的词条" more={more('newest')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <KnowledgeBlock title="阅读最多" items={data.mostRead} empty="还没有发布的词条" more={more('views')} />
      </Grid.Col>
    </Grid>
  );
}
