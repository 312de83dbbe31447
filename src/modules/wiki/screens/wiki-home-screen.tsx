import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/shared/hooks/use-can';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import type { RenderBrowseLink } from '@/shared/knowledge/browse-link';
import { CategoryBrowser } from '@/shared/knowledge/category-browser';
import { GroupBrowser } from '@/shared/knowledge/group-browser';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { PlusIcon } from '@/shared/knowledge/list-icons';
import { hashLink } from '@/shared/lib/links';
import { wikiListQueries } from '../api/list-queries';
import { EntryBlock } from '../components/entry-block';
import classes from '../components/wiki-home.module.css';

/** A category or group of the home opens the entry list filtered by it. */
const listLink: RenderBrowseLink = (filter, props) => <Link to="/list" search={filter} {...props} />;

interface WikiHomeScreenProps {
  /** Opens the entry list searching for the keyword. */
  onSearch: (keyword: string | undefined) => void;
}

/** `/wiki`: search, write, browse by label category and group, newest and most read entries. */
export function WikiHomeScreen({ onSearch }: WikiHomeScreenProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data: home } = useQuery(wikiListQueries.home());
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  if (!home) return null;
  return (
    <Stack gap="lg">
      <div className={classes.hero}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <div>
            <Title order={1} fz={28} fw={600}>
              词条知识
            </Title>
            <Text opacity={0.9} mt={6}>
              共 {home.total} 条词条：制度规范、操作手册、案例经验，一处查找
            </Text>
          </div>
          {canCreate ? (
            <Button
              component="a"
              href={hashLink('/wiki/newCreate')}
              size="md"
              variant="white"
              leftSection={<PlusIcon size={18} />}
            >
              新建词条
            </Button>
          ) : null}
        </Group>
        <Group mt="lg" gap="md" align="center">
          <KeywordSearch value={undefined} onSearch={onSearch} size="lg" radius="md" className={classes.heroSearch} />
          <Group gap="xs">
            <Button component={Link} to="/wiki/wikiHotAndUpdate" variant="white" size="sm" color="dark">
              热门与更新
            </Button>
            <Button component={Link} to="/list" variant="white" size="sm" color="dark">
              全部词条
            </Button>
            <Button component={Link} to="/list/strategy" variant="white" size="sm" color="dark">
              筛选策略
            </Button>
            <Button component={Link} to="/wiki/recycle" variant="white" size="sm" color="dark">
              回收站
            </Button>
          </Group>
        </Group>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CategoryBrowser labelGroups={home.labelGroups} renderLink={listLink} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GroupBrowser groups={groups} counts={home.groups} renderLink={listLink} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EntryBlock title="最新词条" items={home.newest} more={{ sort: 'newest' }} empty="还没有发布的词条" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EntryBlock title="阅读最多" items={home.mostRead} more={{ sort: 'views' }} empty="还没有发布的词条" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
