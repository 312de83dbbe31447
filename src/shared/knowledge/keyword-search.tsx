import { ActionIcon, Box, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SearchIcon } from '@/shared/knowledge/list-icons';

interface KeywordSearchProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onSubmit'> {
  /** The keyword in force (from the URL); the box follows it when it changes elsewhere. */
  value: string | undefined;
  /** Called with the trimmed text, or undefined for an empty box. */
  onSearch: (keyword: string | undefined) => void;
  /** The search button: a filled square (lists) or a quiet icon (the document and video heroes). */
  button?: 'filled' | 'subtle';
}

/** The one keyword box of the knowledge screens: searches on Enter or on its button, not on every key. */
export function KeywordSearch({ value, onSearch, className, maw, button = 'filled', ...props }: KeywordSearchProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = () => onSearch(text.trim() || undefined);
  const filled = button === 'filled';
  return (
    <Box
      component="form"
      className={className}
      maw={maw}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput
        aria-label="关键词"
        placeholder="搜索词条标题、摘要或正文"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSectionWidth={filled ? 42 : undefined}
        rightSection={
          filled ? (
            <ActionIcon type="submit" variant="filled" size={props.size === 'lg' ? 34 : 28} aria-label="搜索">
              <SearchIcon size={16} />
            </ActionIcon>
          ) : (
            <ActionIcon type="submit" variant="subtle" aria-label="搜索" size="lg">
              <SearchIcon />
            </ActionIcon>
          )
        }
        {...props}
      />
    </Box>
  );
}
