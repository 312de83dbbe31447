import { USER_STATE_NAMES, USER_STATES, USER_TYPE_NAMES } from '@contract/admin/admin';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { adminQueries } from '../api/admin-queries';
import type { ConsoleSearch } from '../lib/console-search';

interface UserFiltersProps {
  search: ConsoleSearch;
  onChange: (next: Partial<ConsoleSearch>) => void;
}

/** A typed filter reaches the URL (and the server) once the typing pauses. */
export function TypedFilter(props: {
  label: string;
  placeholder: string;
  value?: string;
  maxLength: number;
  onCommit: (v?: string) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const commit = useDebouncedCallback((v: string) => props.onCommit(v.trim() || undefined), 350);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={text}
      maxLength={props.maxLength}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={170}
    />
  );
}

/** The user table's filters; each change starts again from the first page. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const roles = useQuery(adminQueries.roles());
  const set = (next: Partial<ConsoleSearch>) => onChange({ ...next, page: 1 });
  const any = search.keyword || search.mobile || search.groupId || search.type || search.roleId || search.state;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TypedFilter
        label="姓名"
        placeholder="用户名或昵称"
        value={search.keyword}
        maxLength={50}
        onCommit={(keyword) => set({ keyword })}
      />
      <TypedFilter
        label="手机号"
        placeholder="手机号"
        value={search.mobile}
        maxLength={20}
        onCommit={(mobile) => set({ mobile })}
      />
      <GroupSelect
        label="组织"
        placeholder="全部组织（含下级）"
        value={search.groupId ?? null}
        onChange={(id) => set({ groupId: id ?? undefined })}
        w={200}
      />
      <Select
        label="类型"
        placeholder="全部类型"
        data={Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
        value={search.type ? String(search.type) : null}
        onChange={(v) => set({ type: v ? Number(v) : undefined })}
        clearable
        w={150}
      />
      <Select
        label="角色"
        placeholder="全部角色"
        data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        value={search.roleId ? String(search.roleId) : null}
        onChange={(v) => set({ roleId: v ? Number(v) : undefined })}
        clearable
        searchable
        w={150}
      />
      <Select
        label="状态"
        placeholder="全部状态"
        data={USER_STATES.map((s) => ({ value: s, label: USER_STATE_NAMES[s] }))}
        value={USER_STATES.find((st) => st === search.state) ?? null}
        onChange={(v) => set({ state: v ?? undefined })}
        clearable
        w={130}
      />
      {any ? (
        <Button
          variant="subtle"
          onClick={() =>
            set({
              keyword: undefined,
              mobile: undefined,
              groupId: undefined,
              type: undefined,
              roleId: undefined,
              state: undefined,
            })
          }
        >
          清除筛选
        </Button>
      ) : null}
    </Group>
  );
}
