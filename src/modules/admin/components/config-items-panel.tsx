import { CONFIG_GROUPS } from '@contract/admin/config-catalogue';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { configQueries } from '../api/config-queries';
import { type ConfigItem, ConfigItemRow } from './config-item-row';

/** Matches a search word in an item's name, code, description or shown value. */
const matches = (item: ConfigItem, word: string) =>
  !word || [item.name, item.code, item.description, item.shown].some((s) => s.toLowerCase().includes(word.toLowerCase()));

/** Every configuration item, by group, narrowed by a search word kept in the URL. */
export function ConfigItemsPanel({ keyword, onKeyword }: { keyword: string; onKeyword: (word: string | undefined) => void }) {
  const query = useQuery(configQueries.items());
  const [word, setWord] = useState(keyword);
  const shown = (query.data ?? []).filter((i) => matches(i, word.trim()));
  return (
    <Stack gap="md">
      <TextInput
        label="查找配置项"
        placeholder="名称、编码或说明，如“评论”"
        value={word}
        onChange={(e) => {
          setWord(e.currentTarget.value);
          onKeyword(e.currentTarget.value.trim() || undefined);
        }}
        maxLength={50}
        w={320}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && shown.length === 0 ? (
        <Text c="dimmed" fz="sm">
          没有与“{word.trim()}”相符的配置项
        </Text>
      ) : null}
      {CONFIG_GROUPS.map((group) => {
        const items = shown.filter((i) => i.group === group);
        if (items.length === 0) return null;
        return (
          <Paper key={group} withBorder radius="md" px="md" py="xs" component="section" aria-label={group}>
            <Title order={3} fz="md" mt={6}>
              {group}
            </Title>
            {items.map((i) => (
              <ConfigItemRow key={i.code} item={i} />
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
