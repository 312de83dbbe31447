import { Button, EmptyState } from '@mantine/core';
import { SearchIcon } from '@/shared/knowledge/list-icons';

/** No entry matches: say so and offer to drop the filters. */
export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState
      py={48}
      icon={<SearchIcon size={28} />}
      withIndicatorBackground
      title={filtered ? '没有符合条件的词条' : '还没有词条'}
      description={filtered ? '换个关键词，或减少一些筛选条件试试' : '新建的词条通过审核后会出现在这里'}
    >
      {filtered ? (
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            清除筛选
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
