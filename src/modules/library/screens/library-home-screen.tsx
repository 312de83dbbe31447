import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/shared/hooks/use-can';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import type { RenderBrowseLink } from '@/shared/knowledge/browse-link';
import { CategoryBrowser } from '@/shared/knowledge/category-browser';
import { GroupBrowser } from '@/shared/knowledge/group-browser';
import { ClockIcon, PlusIcon } from '@/shared/knowledge/list-icons';
import { hashLink } from '@/shared/lib/links';
import { libraryQueries } from '../api/library-queries';
import { DocumentBlock, MoreLink } from '../components/document-block';
import { KeywordBox } from '../components/keyword-box';
import { LibraryResults } from '../components/library-results';
import { isFiltered, type LibrarySearch } from '../lib/library-search';
import classes from './library-home.module.css';

/** A category or group opens this page filtered by it. */
const filterLink: RenderBrowseLink = (filter, props) => <Link to="/library" search={filter} {...props} />;

interface LibraryHomeScreenProps {
  search: LibrarySearch;
  onSearch: (next: Partial<LibrarySearch>) => void;
  onClear: () => void;
}

/** `/library`: search, upload, the chronicle collection, browse by label and group, newest and most downloaded. */
export function LibraryHomeScreen({ search, onSearch, onClear }: LibraryHomeScreenProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const { data: home } = useQuery(libraryQueries.home());
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const filtered = isFiltered(search);
  return (
    <Stack gap="lg">
      <div className={classes.hero}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <div>
            <Title order={1} fz={28} fw={600}>
              文档库
            </Title>
            <Text opacity={0.9} mt={6}>
              {home ? `共 ${home.total} 份文档：` : ''}制度文件、操作手册、报表与资料，在线预览、按版本管理
            </Text>
          </div>
          {canCreate ? (
            <Button
              component="a"
              href={hashLink('/library/create1')}
              size="md"
              variant="white"
              leftSection={<PlusIcon size={18} />}
            >
              上传文档
            </Button>
          ) : null}
        </Group>
        <Group mt="lg" gap="md" align="center">
          <KeywordBox
            value={search.keyword}
            onSearch={(keyword) => onSearch({ keyword, page: 1 })}
            size="lg"
            radius="md"
            className={classes.heroSearch}
          />
          <Button
            component={Link}
            to="/library/hotTopicsAndUpdate"
            variant="white"
            size="sm"
            color="dark"
            leftSection={<ClockIcon size={16} />}
          >
            热门与更新
          </Button>
          <Button component={Link} to="/library/recycle" variant="white" size="sm" color="dark">
            回收站
          </Button>
        </Group>
      </div>
      {filtered ? (
        <LibraryResults search={search} onSearch={onSearch} onClear={onClear} />
      ) : (
        <>
          <Link to="/library/dfz" className={classes.dfz} aria-label="地方志：按地区和年份浏览地方志文献">
            <span className={classes.dfzSeal} aria-hidden>
              志
            </span>
            <div>
              <Text fw={600}>地方志</Text>
              <Text fz="sm" c="dimmed">
                按地区和年份浏览地方志文献
              </Text>
            </div>
          </Link>
          {home ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <CategoryBrowser labelGroups={home.labelGroups} renderLink={filterLink} unit="份" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <GroupBrowser groups={groups} counts={home.groups} renderLink={filterLink} unit="份" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <DocumentBlock
                  title="最新文档"
                  items={home.newest}
                  more={<MoreLink href={hashLink('/library/hotTopicsAndUpdate', { tab: 'updated' })} />}
                  empty="还没有发布的文档"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <DocumentBlock title="下载最多" items={home.mostDownloaded} empty="还没有文档被下载" downloads />
              </Grid.Col>
            </Grid>
          ) : null}
        </>
      )}
    </Stack>
  );
}
