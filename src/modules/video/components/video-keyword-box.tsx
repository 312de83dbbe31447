import { ActionIcon, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SearchIcon } from '@/shared/knowledge/list-icons';

interface VideoKeywordBoxProps {
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  className?: string;
}

/** Searches video titles and summaries on Enter or the button; an empty box clears the keyword. */
export function VideoKeywordBox({ value, onSearch, className }: VideoKeywordBoxProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form onSubmit={submit} className={className}>
      <TextInput
        size="lg"
        radius="md"
        aria-label="搜索视频"
        placeholder="搜索视频标题、简介"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="搜索" size="lg">
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
