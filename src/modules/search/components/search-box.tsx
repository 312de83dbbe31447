import { SEARCH_KEYWORD_MAX } from '@contract/search/search-terms';
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SearchIcon } from '@/shared/knowledge/list-icons';

interface SearchBoxProps {
  /** The keyword in force (from the URL); the box follows it when it changes elsewhere (Back, the header). */
  value: string | undefined;
  /** Called with the trimmed text (empty: every item the filters allow). */
  onSearch: (keyword: string) => void;
}

/** The search page's keyword box: searches on Enter or on its button, not on every key. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <TextInput
          aria-label="关键词"
          placeholder="输入关键词，支持 “短语” 精确匹配与 -词 排除"
          maxLength={SEARCH_KEYWORD_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<SearchIcon size={18} />}
          size="md"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" px="xl">
          搜索
        </Button>
      </Group>
    </form>
  );
}
