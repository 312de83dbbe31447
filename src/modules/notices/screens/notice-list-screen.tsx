import { Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { ListPager } from '@/shared/knowledge/list-pager';
import { QueryError } from '@/shared/ui/query-error';
import { NOTICE_PAGE_SIZE, noticeQueries } from '../api/notice-queries';
import { NoticeEditorDialog } from '../components/notice-editor-dialog';
import { NoticeRow } from '../components/notice-row';

export interface NoticeListSearch {
  keyword?: string;
  page?: number;
  /** The manager's view: every notice, scheduled and expired too. */
  manage?: boolean;
}

interface NoticeListScreenProps {
  search: NoticeListSearch;
  onSearch: (next: NoticeListSearch) => void;
  onOpen: (id: number) => void;
}

/** `/moreNotice`: the caller's notices (pinned, then unread, then newest), searchable; managers publish here. */
export function NoticeListScreen({ search, onSearch, onOpen }: NoticeListScreenProps) {
  const manager = usePermissions().includes('ROLE_NOTICE_MANAGE');
  const manage = manager && search.manage === true;
  const page = search.page ?? 1;
  const { data, isPending, isError, error, refetch } = useQuery(noticeQueries.list({ keyword: search.keyword, page, manage }));
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={24}>
          通知公告
        </Title>
        {manager ? <Button onClick={() => setEditing(true)}>发布公告</Button> : null}
      </Group>
      <Group gap="sm" justify="space-between">
        <KeywordSearch
          value={search.keyword}
          onSearch={(keyword) => onSearch({ ...search, keyword, page: undefined })}
          placeholder="搜索公告标题或内容"
          aria-label="搜索公告"
          maw={420}
          style={{ flex: '1 1 260px' }}
        />
        {manager ? (
          <SegmentedControl
            aria-label="公告范围"
            value={manage ? 'manage' : 'mine'}
            onChange={(v) => onSearch({ ...search, manage: v === 'manage' ? true : undefined, page: undefined })}
            data={[
              { value: 'mine', label: '我的公告' },
              { value: 'manage', label: '全部公告' },
            ]}
          />
        ) : null}
      </Group>
      <Card withBorder radius="md" p="lg">
        {isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : isError ? (
          <QueryError error={error} onRetry={refetch} />
        ) : data.list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {search.keyword ? '没有找到相关公告' : '暂无公告'}
          </Text>
        ) : (
          data.list.map((n) => <NoticeRow key={n.id} notice={n} showState={manage} />)
        )}
        {data ? (
          <ListPager
            total={data.total}
            page={page}
            pageSize={NOTICE_PAGE_SIZE}
            onPage={(p) => onSearch({ ...search, page: p })}
          />
        ) : null}
      </Card>
      <NoticeEditorDialog opened={editing} onClose={() => setEditing(false)} onSaved={onOpen} />
    </Stack>
  );
}
