import { INVITES_MAX } from '@contract/bbs/bbs-posts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { communityQueries } from '../api/community-queries';
import type { UserRef } from '../lib/post-form';
import { useMyId } from '../lib/use-me';

/** How many experts the picker offers at once; typing narrows them. */
const OFFERED = 20;

interface ExpertPickerProps {
  value: UserRef[];
  onChange: (experts: UserRef[]) => void;
  /** Experts already told of a published question: they stay invited (a message cannot be taken back). */
  locked: readonly number[];
  error?: string;
}

/**
 * 邀请专家: approved experts, found by name, never the asker himself. Chosen
 * ones stay among the options so their pills keep their names.
 */
export function ExpertPicker({ value, onChange, locked, error }: ExpertPickerProps) {
  const me = useMyId();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data } = useQuery(communityQueries.experts({ page: 1, size: OFFERED, keyword: keyword || undefined }));
  const known = useMemo(() => {
    const names = new Map(value.map((u) => [u.id, u.nickname]));
    for (const e of data?.list ?? []) if (e.user.id !== me && !names.has(e.user.id)) names.set(e.user.id, e.user.nickname);
    return names;
  }, [value, data, me]);
  const full = value.length >= INVITES_MAX;
  return (
    <MultiSelect<number>
      label="邀请专家"
      description={
        locked.length > 0 ? `已邀请的专家不能撤回，最多${INVITES_MAX}位` : `专家会收到邀请你回答的消息，最多${INVITES_MAX}位`
      }
      placeholder={full ? undefined : '输入姓名查找专家'}
      data={[...known].map(([id, nickname]) => ({ value: id, label: nickname }))}
      value={value.map((u) => u.id)}
      onChange={(ids) => {
        const kept = [...locked.filter((id) => !ids.includes(id)), ...ids];
        onChange(kept.map((id) => ({ id, nickname: known.get(id) ?? String(id) })));
      }}
      maxValues={INVITES_MAX}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the names already: the list shows its answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={keyword ? '没有找到这位专家' : '暂无可邀请的专家'}
      error={error}
    />
  );
}
