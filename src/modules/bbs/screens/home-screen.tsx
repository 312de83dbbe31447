import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HomeListBlock } from '@/shared/knowledge/home-list-block';
import { KnowledgeHero } from '@/shared/knowledge/knowledge-home';
import { QueryError } from '@/shared/ui/query-error';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { bbsListQueries } from '../api/list-queries';
import { plateQueries } from '../api/plate-queries';
import { PlateSideList } from '../components/plate-side-list';
import { PostLine } from '../components/post-row';
import { bbsHref, personalHref } from '../lib/bbs-links';
import type { PostListSearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';
import { PlatePage } from './plate-page';

const more = (section: string, search?: Record<string, string>) => (
  <Anchor href={bbsHref(section, search)} fz="sm">
    更多
  </Anchor>
);

/** 提问 / 发分享 / 写案例: the three ways to post. */
function WriteButtons() {
  return (
    <Group gap="sm" role="group" aria-label="发帖">
      <Button component="a" href={bbsHref('ask')} variant="white" size="md">
        提问
      </Button>
      <Button component="a" href={bbsHref('ask', { kind: 'share' })} variant="white" size="md" color="dark">
        发分享
      </Button>
      <Button component="a" href={bbsHref('case-create')} variant="white" size="md" color="dark">
        写案例
      </Button>
    </Group>
  );
}

/**
 * `home` (论坛首页, where `/bbs` leads): hot, newest and unanswered posts,
 * posts of followed plates (or a hint to follow some), the week's experts,
 * counts and the plates with follow buttons. `home?plateId=` is a plate's
 * page: the plate and its posts, filtered and paged in the URL.
 */
export function HomeScreen({ search, onSearch }: ForumScreenProps<PostListSearch>) {
  if (search.plateId) return <PlatePage plateId={search.plateId} search={search} onSearch={onSearch} />;
  return <ForumHome />;
}

function ForumHome() {
  const home = useQuery(bbsListQueries.home());
  const plates = useQuery(plateQueries.tree());
  const h = home.data;
  const followsAny = plates.data?.some((p) => p.followed) ?? false;
  return (
    <Stack gap="lg">
      <KnowledgeHero
        tone="library"
        title="内部论坛"
        intro={
          h
            ? `共 ${h.stats.posts} 个帖子、${h.stats.answers} 个回答，今日新增 ${h.stats.today} 个帖子`
            : '提问、分享经验、沉淀案例'
        }
        aside={<WriteButtons />}
      />
      <QueryError error={home.error} onRetry={() => home.refetch()} />
      {h ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <HomeListBlock
                  title="热门帖子"
                  items={h.hot}
                  more={more('popular')}
                  empty="暂无热门帖子"
                  renderItem={(p) => <PostLine post={p} />}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <HomeListBlock
                  title="最新帖子"
                  items={h.latest}
                  more={more('popular', { sort: 'created' })}
                  empty="还没有帖子，来发第一个吧"
                  renderItem={(p) => <PostLine post={p} />}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <HomeListBlock
                  title="待回答"
                  items={h.unanswered}
                  more={more('questions')}
                  empty="所有问题都有人回答了"
                  renderItem={(p) => <PostLine post={p} />}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <HomeListBlock
                  title="我关注的"
                  items={h.followed}
                  empty={
                    followsAny
                      ? '关注的版块里还没有新帖子'
                      : '还没有关注版块：在版块列表里关注感兴趣的版块，这里会显示它们的新帖子'
                  }
                  renderItem={(p) => <PostLine post={p} />}
                />
              </Grid.Col>
            </Grid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg" component="section" aria-label="本周专家">
                <Group justify="space-between" mb="xs">
                  <Title order={3} fz={18}>
                    本周专家
                  </Title>
                  {more('expert')}
                </Group>
                {h.weeklyExperts.length ? (
                  h.weeklyExperts.map((e) => (
                    <Group key={e.user.id} gap="sm" py={6} wrap="nowrap">
                      <UserAvatar name={e.user.nickname} size={32} radius="xl" />
                      <div style={{ minWidth: 0 }}>
                        <Anchor href={personalHref(e.user.id)} fz="sm" fw={500}>
                          {e.user.nickname}
                        </Anchor>
                        <Text fz="xs" c="dimmed">
                          本周回答 {e.answerCount} · 被采纳 {e.acceptedCount}
                        </Text>
                      </div>
                    </Group>
                  ))
                ) : (
                  <Text c="dimmed" fz="sm" py="md">
                    本周还没有专家回答
                  </Text>
                )}
              </Paper>
              {plates.data ? <PlateSideList plates={plates.data} /> : null}
              <QueryError error={plates.error} onRetry={() => plates.refetch()} variant="inline" />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
