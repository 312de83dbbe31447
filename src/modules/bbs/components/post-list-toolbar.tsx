import { BBS_POST_KIND_NAMES, BBS_POST_KINDS, POST_SORT_NAMES, POST_SORTS } from '@contract/bbs/bbs-posts';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { plateQueries } from '../api/plate-queries';
import type { PostListSearch } from '../lib/list-search';
import classes from './post-row.module.css';

interface PostListToolbarProps {
  search: PostListSearch;
  sort: (typeof POST_SORTS)[number];
  onFilter: (patch: Partial<PostListSearch>) => void;
  /** The kind switch (全部 / 问答 / 分享 / 案例); lists of one kind leave it out. */
  kindFilter: boolean;
  /** The plate select; a plate's own page leaves it out. */
  plateFilter: boolean;
}

/** The filters above a post list: keyword, kind, plate and sort, all written to the URL. */
export function PostListToolbar({ search, sort, onFilter, kindFilter, plateFilter }: PostListToolbarProps) {
  const plates = useQuery({ ...plateQueries.tree(), enabled: plateFilter });
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <KeywordSearch
        value={search.keyword}
        placeholder="搜索帖子标题或正文"
        onSearch={(keyword) => onFilter({ keyword })}
        className={classes.keyword}
      />
      {kindFilter ? (
        <SegmentedControl
          aria-label="帖子类型"
          size="sm"
          value={search.kind ?? 'all'}
          data={[{ value: 'all', label: '全部' }, ...BBS_POST_KINDS.map((k) => ({ value: k, label: BBS_POST_KIND_NAMES[k] }))]}
          onChange={(v) => onFilter({ kind: v === 'all' ? undefined : (v as PostListSearch['kind']) })}
        />
      ) : null}
      {plateFilter ? (
        <Select
          aria-label="版块"
          placeholder="全部版块"
          size="sm"
          w={160}
          clearable
          searchable
          data={(plates.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={search.plateId ? String(search.plateId) : null}
          onChange={(v) => onFilter({ plateId: v ? Number(v) : undefined })}
        />
      ) : null}
      <SegmentedControl
        aria-label="排序"
        size="sm"
        ml="auto"
        value={sort}
        data={POST_SORTS.map((s) => ({ value: s, label: POST_SORT_NAMES[s] }))}
        onChange={(v) => onFilter({ sort: v as PostListSearch['sort'] })}
      />
    </Group>
  );
}
