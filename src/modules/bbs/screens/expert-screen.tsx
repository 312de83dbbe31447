import { EXPERT_STATE_NAMES, type ExpertView } from '@contract/bbs/bbs-experts';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { communityQueries } from '../api/community-queries';
import { ExpertApplyDialog } from '../components/expert-apply-dialog';
import { ExpertCard } from '../components/expert-card';
import { useFieldOptions } from '../components/field-options';
import { ListTotal, PagedCards } from '../components/paged-cards';
import { SectionHeading } from '../components/section-heading';
import { EXPERT_PAGE_SIZE, expertsInput, nextCommunitySearch } from '../lib/community-search';
import type { CommunitySearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

/** Where the caller's own application stands, and the button to apply (again). */
function MyApplication({ mine, onApply }: { mine: ExpertView | null | undefined; onApply: () => void }) {
  if (mine === undefined) return null;
  if (mine?.state === 'approved') {
    return (
      <Badge color="teal" variant="light" size="lg">
        你是认证专家
      </Badge>
    );
  }
  if (mine?.state === 'applied') {
    return (
      <Badge color="yellow" variant="light" size="lg">
        专家申请{EXPERT_STATE_NAMES.applied}
      </Badge>
    );
  }
  return (
    <Group gap="sm">
      {mine?.state === 'refused' ? (
        <Badge color="red" variant="light" size="lg">
          上次申请{EXPERT_STATE_NAMES.refused}
        </Badge>
      ) : null}
      <Button onClick={onApply}>{mine ? '重新申请' : '申请成为专家'}</Button>
    </Group>
  );
}

/**
 * `expert` (专家): approved experts with their fields, answers and acceptance
 * rate, filtered by a field and a keyword (both in the URL); the caller sees
 * where his own application stands and applies from here.
 */
export function ExpertScreen({ search: { tab: _tab, ...search }, onSearch }: ForumScreenProps<CommunitySearch>) {
  // The expert list has no tabs: a `tab` in a hand-edited link is not carried on.
  const query = useQuery(communityQueries.experts(expertsInput(search)));
  const mine = useQuery(communityQueries.myExpert());
  const fields = useFieldOptions();
  const [applying, setApplying] = useState(false);
  const change = (patch: Parameters<typeof nextCommunitySearch>[1]) => onSearch(nextCommunitySearch(search, patch));
  const filtered = Boolean(search.keyword || search.labelId);
  return (
    <Stack gap="md">
      <SectionHeading
        title="专家"
        hint="各领域的认证专家，提问时可以邀请他们回答"
        actions={<MyApplication mine={mine.data} onApply={() => setApplying(true)} />}
      />
      <Group gap="sm" wrap="wrap">
        <KeywordSearch
          value={search.keyword}
          placeholder="搜索专家姓名或介绍"
          onSearch={(keyword) => change({ keyword })}
          style={{ flex: '1 1 240px' }}
          maw={360}
        />
        <Select
          aria-label="擅长领域"
          placeholder="全部领域"
          w={180}
          clearable
          searchable
          data={fields.options}
          value={search.labelId ? String(search.labelId) : null}
          onChange={(v) => change({ labelId: v ? Number(v) : undefined })}
          nothingFoundMessage="没有匹配的领域"
        />
        <ListTotal query={query} noun="位专家" />
      </Group>
      <PagedCards
        query={query}
        empty={filtered ? '没有符合条件的专家' : '还没有认证专家'}
        page={search.page}
        size={EXPERT_PAGE_SIZE}
        onPage={(page) => change({ page })}
        card={(e) => <ExpertCard key={e.user.id} expert={e} />}
      />
      <ExpertApplyDialog opened={applying} previous={mine.data ?? null} onClose={() => setApplying(false)} />
    </Stack>
  );
}
