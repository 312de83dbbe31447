import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SearchIcon } from '@/shared/knowledge/list-icons';

interface KeywordBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onSubmit'> {
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}

/** A search box that searches on Enter or the button; an empty box clears the keyword. */
export function KeywordBox({ value, onSearch, placeholder = '搜索文档标题、摘要', ...rest }: KeywordBoxProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form onSubmit={submit} className={rest.className}>
      <TextInput
        {...rest}
        className={undefined}
        aria-label="搜索文档"
        placeholder={placeholder}
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
