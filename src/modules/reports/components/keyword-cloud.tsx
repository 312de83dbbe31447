import { Card, Text, UnstyledButton } from '@mantine/core';
import classes from './keyword-cloud.module.css';

interface KeywordCloudProps {
  title: string;
  words: { keyword: string; count: number }[];
  onPick: (keyword: string) => void;
}

/** Searched keywords sized by how often (a logarithmic scale, so one hot word does not dwarf the rest); a word opens its searches. */
export function KeywordCloud({ title, words, onPick }: KeywordCloudProps) {
  const max = Math.max(1, ...words.map((w) => w.count));
  const size = (count: number) => 13 + Math.round((Math.log(count + 1) / Math.log(max + 1)) * 15);
  // Alphabetical order spreads the big words instead of stacking them first.
  const shown = [...words].sort((a, b) => a.keyword.localeCompare(b.keyword, 'zh-CN'));
  return (
    <Card withBorder padding="md" radius="md">
      <Text fw={600} component="h3" fz="md" m={0} mb="xs">
        {title}
      </Text>
      {shown.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          所选范围内没有搜索
        </Text>
      ) : (
        <ul className={classes.cloud} aria-label={title}>
          {shown.map((w) => (
            <li key={w.keyword}>
              <UnstyledButton
                className={classes.word}
                style={{ fontSize: size(w.count) }}
                data-hot={w.count * 3 >= max || undefined}
                onClick={() => onPick(w.keyword)}
                aria-label={`${w.keyword}，${w.count.toLocaleString('zh-CN')} 次搜索`}
              >
                {w.keyword}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
