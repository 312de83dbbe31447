import { DOMAIN_NAMES } from '@contract/platform/domains';
import type { searchSuggest } from '@contract/search/search';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { itemPath } from '@/shared/knowledge/item-link';
import { SearchIcon } from '@/shared/knowledge/list-icons';
import { searchPlaceholder } from '@/shared/lib/searchable-domains';
import { searchQueries } from '../api/search-queries';
import { HighlightedText } from './highlighted-text';
import classes from './search.module.css';

/** Suggestions wait for a pause in typing this long (ms). */
export const SUGGEST_DEBOUNCE_MS = 200;

/** What an option stands for, packed into the option's value. */
type Choice =
  | { kind: 'item'; id: number; domainId: number }
  | { kind: 'label'; id: number }
  | { kind: 'keyword'; keyword: string };

const pack = (c: Choice) => JSON.stringify(c);
const unpack = (v: string) => JSON.parse(v) as Choice;

interface HeaderSearchProps {
  /** Width of the box; the phone header's search dialog gives it the whole width. */
  width?: number | string;
  /** Focus on mount (the phone's search dialog opens to type at once). */
  autoFocus?: boolean;
  /** Called after the box has sent the user somewhere (the phone's dialog closes). */
  onDone?: () => void;
}

/**
 * The header's search box: suggestions as one types (titles, labels, popular
 * searches; recent and popular searches while empty). Enter searches the text,
 * a title opens its item, a label searches by that label.
 */
export function HeaderSearch({ width = 240, autoFocus = false, onDone }: HeaderSearchProps = {}) {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [value, setValue] = useState('');
  const [keyword] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const opened = combobox.dropdownOpened;
  const { data, isFetching } = useQuery({ ...searchQueries.suggest(keyword), enabled: opened });

  const go = (choice: Choice) => {
    combobox.closeDropdown();
    setValue('');
    if (choice.kind === 'item') void navigate({ href: itemPath(choice) });
    else if (choice.kind === 'label') void navigate({ to: '/search', search: { labelIds: [choice.id] } });
    else void navigate({ to: '/search', search: { keyword: choice.keyword } });
    onDone?.();
  };

  // While the debounce runs, the shown suggestions belong to an older text; keep them (less flicker).
  const groups = data ? suggestionGroups(data, keyword) : [];
  const empty = groups.every((g) => g.options.length === 0);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => go(unpack(v))}
      width={typeof width === 'number' ? Math.max(width, 360) : 'target'}
      position="bottom-start"
      shadow="md"
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label="搜索"
          placeholder={searchPlaceholder(permissions)}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            // Enter while an IME composes Chinese confirms the characters, not the search.
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            if (opened && combobox.getSelectedOptionIndex() !== -1) return;
            e.preventDefault();
            const text = value.trim();
            if (text) go({ kind: 'keyword', keyword: text });
          }}
          leftSection={<SearchIcon size={16} />}
          rightSection={isFetching && opened ? <Loader size={14} /> : null}
          radius="xl"
          w={width}
          // Mantine's dialogs focus the element marked so, rather than their close button.
          data-autofocus={autoFocus || undefined}
          className={classes.headerInput}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!data && !isFetching}>
        <Combobox.Options aria-label="搜索建议">
          {groups.map((g) =>
            g.options.length ? (
              <Combobox.Group key={g.label} label={g.label}>
                {g.options}
              </Combobox.Group>
            ) : null,
          )}
          {data && empty ? (
            <Combobox.Empty>{keyword ? '没有匹配的建议，按回车搜索' : '输入关键词，按回车搜索'}</Combobox.Empty>
          ) : null}
          {!data ? <Combobox.Empty>正在加载建议…</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

type Suggestions = z.infer<typeof searchSuggest.output>;

function keywordOption(text: string, key: string) {
  return (
    <Combobox.Option key={key} value={pack({ kind: 'keyword', keyword: text })}>
      {text}
    </Combobox.Option>
  );
}

/** The groups of the dropdown: recent and popular searches while empty, else titles, labels and popular searches. */
function suggestionGroups(s: Suggestions, keyword: string) {
  if (!keyword) {
    return [
      { label: '最近搜索', options: s.recent.map((q) => keywordOption(q, `r:${q}`)) },
      { label: '热门搜索', options: s.queries.map((q) => keywordOption(q, `q:${q}`)) },
    ];
  }
  return [
    {
      label: '标题',
      options: s.titles.map((t) => (
        <Combobox.Option key={`t:${t.domainId}:${t.id}`} value={pack({ kind: 'item', id: t.id, domainId: t.domainId })}>
          <Group gap={8} wrap="nowrap" justify="space-between">
            <Text fz="sm" lineClamp={1} title={t.title}>
              <HighlightedText runs={t.highlightTitle} />
            </Text>
            <Badge size="xs" variant="light" color="gray" className={classes.noShrink}>
              {DOMAIN_NAMES[t.domainId]}
            </Badge>
          </Group>
        </Combobox.Option>
      )),
    },
    {
      label: '标签',
      options: s.labels.map((l) => (
        <Combobox.Option key={`l:${l.id}`} value={pack({ kind: 'label', id: l.id })}>
          # <HighlightedText runs={l.highlightName} />
        </Combobox.Option>
      )),
    },
    { label: '热门搜索', options: s.queries.map((q) => keywordOption(q, `q:${q}`)) },
  ];
}
