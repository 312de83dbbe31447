import { favoriteFolderSave } from '@contract/knowledge/interaction';
import { Button, Divider, Group, Loader, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { QueryError } from '@/shared/ui/query-error';
import { detailMutations } from './api/interaction-mutations';
import { interactionQueries } from './api/interaction-queries';
import { DetailIcon } from './detail-icon';
import classes from './favourite-popover.module.css';
import type { KnowledgeScope } from './scope';

interface FavouritePopoverProps {
  scope: KnowledgeScope;
  knowledgeId: number;
  favourited: boolean;
  /** How many readers keep it (left out where the domain does not count them, as the forum). */
  count?: number;
}

/** The favourite button: pick a folder (or create one) to file the item in, or take it out again. */
export function FavouritePopover({ scope, knowledgeId, favourited, count }: FavouritePopoverProps) {
  const [opened, setOpened] = useState(false);
  const folders = useQuery({ ...interactionQueries.folders(scope), enabled: opened });
  const add = useMutation(detailMutations.favourite(scope, knowledgeId));
  const remove = useMutation(detailMutations.unfavourite(scope, knowledgeId));

  const file = (folderId: number) => add.mutate(folderId, { onSuccess: () => setOpened(false) });

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      shadow="md"
      withArrow
      trapFocus
      // Stays open while the header scrolls by; jsdom also reports every target as detached.
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          variant={favourited ? 'light' : 'default'}
          color={favourited ? 'yellow' : undefined}
          leftSection={<DetailIcon name="star" filled={favourited} />}
          aria-pressed={favourited}
          // A controlled popover leaves opening to its target's own click handler.
          onClick={() => setOpened((o) => !o)}
        >
          {favourited ? '已收藏' : '收藏'}
          {count === undefined ? null : ` ${count}`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="选择收藏夹">
        <Stack gap={6}>
          <Text fw={500} fz="sm">
            收藏到
          </Text>
          {folders.isPending ? <Loader size="sm" /> : null}
          <QueryError error={folders.error} onRetry={folders.refetch} variant="inline" />
          {folders.data?.map((f) => (
            <UnstyledButton key={f.id} className={classes.folder} onClick={() => file(f.id)} disabled={add.isPending}>
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm" truncate>
                  {f.name}
                  {f.isDefault ? '（默认）' : ''}
                </Text>
                <Text fz="xs" c="dimmed">
                  {f.count}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
          <NewFolderForm scope={scope} onCreated={file} />
          {favourited ? (
            <>
              <Divider />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => setOpened(false) })}
              >
                取消收藏
              </Button>
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** 新建收藏夹 and file the item in it: favoriteFolderSave's schema judges the name; the server's refusal shows under it. */
function NewFolderForm({ scope, onCreated }: { scope: KnowledgeScope; onCreated: (folderId: number) => void }) {
  const create = useMutation(detailMutations.createFolder(scope));
  const { form, onSubmit, failure, errorOf } = useContractForm({
    schema: favoriteFolderSave.input,
    initialValues: { name: '' },
    error: create.error,
  });
  const submit = onSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (folder) => {
        form.reset();
        onCreated(folder.id);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          placeholder="新建收藏夹"
          aria-label="新收藏夹名称"
          {...form.getInputProps('name')}
          error={errorOf('name') ?? failure?.message}
          maxLength={30}
          style={{ flex: 1 }}
        />
        <Button size="xs" type="submit" loading={create.isPending} disabled={!form.values.name.trim()}>
          新建并收藏
        </Button>
      </Group>
    </form>
  );
}
