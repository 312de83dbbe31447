import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { hashLink } from '@/shared/lib/links';
import { QueryError } from '@/shared/ui/query-error';
import { centreMutations, centreQueries } from '../api/centre-queries';
import { FolderNameModal } from '../components/folder-name-modal';

type Folder = { id: number; name: string; count: number; unavailable: number; isDefault: boolean };

/** `/account/collections`: my favourite folders — open, create, rename, delete. */
export function CollectionsScreen() {
  const { data, isPending, isError, error, refetch } = useQuery(centreQueries.folders());
  const save = useMutation(centreMutations.saveFolder());
  const remove = useMutation(centreMutations.deleteFolder());
  const [editing, setEditing] = useState<Folder | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz={20}>
          我的收藏
        </Title>
        <Group gap="sm">
          <Button component="a" variant="default" href={hashLink('/account/collections-detail')}>
            全部收藏
          </Button>
          <Button onClick={() => setEditing('new')}>新建收藏夹</Button>
        </Group>
      </Group>
      {isPending ? (
        <Skeleton h={120} />
      ) : isError ? (
        <QueryError error={error} onRetry={refetch} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="收藏夹">
          {data.map((f) => (
            <Card key={f.id} withBorder radius="md" p="lg" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} miw={0}>
                  <Anchor
                    href={hashLink('/account/collections-detail', { folderId: f.id })}
                    fw={600}
                    fz="lg"
                    c="inherit"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {f.name}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {f.count} 条收藏{f.unavailable > 0 ? `，${f.unavailable} 条不可用` : ''}
                  </Text>
                </Stack>
                {f.isDefault ? <Badge variant="light">默认</Badge> : null}
              </Group>
              <Group gap="xs" mt="md">
                <Button size="xs" variant="subtle" onClick={() => setEditing(f)} aria-label={`重命名：${f.name}`}>
                  重命名
                </Button>
                {f.isDefault ? null : (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(f)} aria-label={`删除：${f.name}`}>
                    删除
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <FolderNameModal
        opened={editing !== null}
        title={editing === 'new' ? '新建收藏夹' : '重命名收藏夹'}
        initial={editing && editing !== 'new' ? editing.name : ''}
        loading={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(name) =>
          save.mutate(editing && editing !== 'new' ? { id: editing.id, name } : { name }, { onSuccess: () => setEditing(null) })
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title="删除收藏夹"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {deleting ? `删除「${deleting.name}」后，其中的 ${deleting.count} 条收藏也会一并取消。` : ''}
      </ConfirmModal>
    </Stack>
  );
}
