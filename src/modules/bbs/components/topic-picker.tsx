import { POST_TOPICS_MAX } from '@contract/bbs/bbs-posts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { communityQueries } from '../api/community-queries';
import type { NamedRef } from '../lib/post-form';

interface TopicPickerProps {
  value: NamedRef[];
  onChange: (topics: NamedRef[]) => void;
  error?: string;
}

/**
 * The post's topics: approved topics whose names start with what is typed
 * (the server's suggestion, asked once typing pauses). Chosen ones stay among
 * the options so their pills keep their names while the search shows others.
 */
export function TopicPicker({ value, onChange, error }: TopicPickerProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data: found } = useQuery(communityQueries.topicSuggest(keyword));
  const known = useMemo(() => {
    const names = new Map(value.map((t) => [t.id, t.name]));
    for (const t of found ?? []) if (!names.has(t.id)) names.set(t.id, t.name);
    return names;
  }, [value, found]);
  const full = value.length >= POST_TOPICS_MAX;
  return (
    <MultiSelect<number>
      label="话题"
      description={`最多${POST_TOPICS_MAX}个，只能选择已通过审核的话题`}
      placeholder={full ? undefined : '输入话题名称查找'}
      data={[...known].map(([id, name]) => ({ value: id, label: `#${name}` }))}
      value={value.map((t) => t.id)}
      onChange={(ids) => onChange(ids.map((id) => ({ id, name: known.get(id) ?? String(id) })))}
      maxValues={POST_TOPICS_MAX}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the names already: the list shows its answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={keyword ? '没有以此开头的话题' : '暂无可选话题'}
      error={error}
    />
  );
}
