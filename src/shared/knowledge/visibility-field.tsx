import { VISIBILITY_NAMES, VISIBILITY_SCOPES } from '@contract/knowledge';
import { Input, MultiSelect, SegmentedControl, Stack, TreeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { referenceQueries } from './api/reference-queries';
import { groupTreeData } from './lib/group-options';

/** Who may read an item, with the named users' nicknames so their pills need no lookup. */
export interface Visibility {
  scope: (typeof VISIBILITY_SCOPES)[number];
  groupIds: number[];
  users: { id: number; nickname: string }[];
}

function UserPicker({
  value,
  onChange,
  disabled,
}: {
  value: Visibility['users'];
  onChange: (u: Visibility['users']) => void;
  disabled: boolean;
}) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const { data: found } = useQuery({ ...referenceQueries.users(keyword), enabled: keyword.length > 0 });
  // Picked users stay among the options so their pills keep their names while the search shows others.
  const known = useMemo(() => {
    const map = new Map(value.map((u) => [u.id, u.nickname]));
    for (const u of found ?? []) if (!map.has(u.id)) map.set(u.id, u.groupName ? `${u.nickname}（${u.groupName}）` : u.nickname);
    return map;
  }, [value, found]);
  return (
    <MultiSelect<number>
      aria-label="可见人员"
      placeholder="输入姓名或用户名查找同事"
      data={[...known].map(([id, label]) => ({ value: id, label }))}
      value={value.map((u) => u.id)}
      onChange={(ids) =>
        onChange(
          ids.map((id) => ({
            id,
            nickname: value.find((u) => u.id === id)?.nickname ?? found?.find((u) => u.id === id)?.nickname ?? String(id),
          })),
        )
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={keyword ? '没有找到同事' : '输入关键词开始查找'}
      error={value.length === 0 ? '请至少选择一位可见人员' : undefined}
      disabled={disabled}
    />
  );
}

/** Who may read the item: everyone, chosen groups (with their sub-groups) or named colleagues. */
export function VisibilityField({
  value,
  onChange,
  disabled,
  label = '可见范围',
}: {
  value: Visibility;
  onChange: (v: Visibility) => void;
  disabled: boolean;
  /** What the field decides, when not who may read an item (a notice's audience). */
  label?: string;
}) {
  const { data: groups } = useQuery(referenceQueries.groups());
  const tree = useMemo(() => groupTreeData(groups ?? []), [groups]);
  return (
    <Input.Wrapper label={label}>
      <Stack gap="xs" mt={6}>
        <SegmentedControl
          fullWidth
          value={value.scope}
          onChange={(scope) => onChange({ ...value, scope: scope as Visibility['scope'] })}
          data={VISIBILITY_SCOPES.map((s) => ({ value: s, label: VISIBILITY_NAMES[s] }))}
          disabled={disabled}
        />
        {value.scope === 'groups' ? (
          <TreeSelect
            mode="checkbox"
            checkStrictly
            aria-label="可见组织"
            placeholder="选择组织（含下级组织）"
            data={tree}
            value={value.groupIds.map(String)}
            onChange={(ids) => onChange({ ...value, groupIds: ids.map(Number) })}
            searchable
            defaultExpandAll
            nothingFoundMessage="没有匹配的组织"
            error={value.groupIds.length === 0 ? '请至少选择一个可见组织' : undefined}
            disabled={disabled}
          />
        ) : null}
        {value.scope === 'users' ? (
          <UserPicker value={value.users} onChange={(users) => onChange({ ...value, users })} disabled={disabled} />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
