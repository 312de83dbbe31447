import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import classes from '@/shared/knowledge/diff/compare.module.css';
import { DiffRows } from '@/shared/knowledge/diff/diff-rows';
import { DiffStats } from '@/shared/knowledge/diff/diff-stats';
import { Segments } from '@/shared/knowledge/diff/segments';
import { diffParagraph, diffTexts } from '@/shared/knowledge/lib/text-diff';

function SideHead({ d }: { d: KnowledgeDetail }) {
  return (
    // Wraps rather than truncates: at phone width each side is half the screen, too narrow for title and badges on one line.
    <Group gap={6} wrap="wrap">
      <Text fw={600} lineClamp={2}>
        {d.title}
      </Text>
      <Badge size="sm" variant="outline" color="gray">
        第{d.version}版
      </Badge>
      <Badge size="sm" variant="light">
        {STATUS_NAMES[d.versionStatus]}
      </Badge>
    </Group>
  );
}

function TitleDiff({ left, right }: { left: string; right: string }) {
  const marks = useMemo(() => (left === right ? null : diffParagraph(left, right)), [left, right]);
  if (left === right) return <Text>{left}（未改动）</Text>;
  return (
    <div className={classes.grid}>
      <div className={classes.cell}>{marks ? <Segments segments={marks.left} /> : <del className={classes.del}>{left}</del>}</div>
      <div className={classes.cell}>
        {marks ? <Segments segments={marks.right} /> : <ins className={classes.ins}>{right}</ins>}
      </div>
    </div>
  );
}

function LabelDiff({ left, right }: { left: KnowledgeDetail['labels']; right: KnowledgeDetail['labels'] }) {
  const leftIds = new Set(left.map((l) => l.id));
  const rightIds = new Set(right.map((l) => l.id));
  const removed = left.filter((l) => !rightIds.has(l.id));
  const added = right.filter((l) => !leftIds.has(l.id));
  const kept = right.filter((l) => leftIds.has(l.id));
  if (!removed.length && !added.length) return <Text c="dimmed">标签未改动</Text>;
  return (
    <Group gap={6}>
      {removed.map((l) => (
        <Badge key={`r${l.id}`} color="red" variant="light" td="line-through" aria-label={`删除标签 ${l.name}`}>
          − {l.name}
        </Badge>
      ))}
      {added.map((l) => (
        <Badge key={`a${l.id}`} color="green" variant="light" aria-label={`新增标签 ${l.name}`}>
          + {l.name}
        </Badge>
      ))}
      {kept.map((l) => (
        <Badge key={`k${l.id}`} color="gray" variant="outline">
          {l.name}
        </Badge>
      ))}
    </Group>
  );
}

/** Two versions side by side: title, labels, then the body paragraph by paragraph with the changes marked. */
export function DiffView({ left, right }: { left: KnowledgeDetail; right: KnowledgeDetail }) {
  const rows = useMemo(() => diffTexts(left.contentText, right.contentText), [left.contentText, right.contentText]);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4} fz={16}>
            标题
          </Title>
          <TitleDiff left={left.title} right={right.title} />
          <Title order={4} fz={16} mt="xs">
            标签
          </Title>
          <LabelDiff left={left.labels} right={right.labels} />
        </Stack>
      </Card>
      <Group justify="space-between">
        <Title order={4} fz={16}>
          正文
        </Title>
        <DiffStats rows={rows} same="正文内容相同" />
      </Group>
      <DiffRows
        rows={rows}
        header={[
          <Stack key="l" gap={2}>
            <SideHead d={left} />
            <Text fz="xs" c="dimmed">
              作者 {left.author.nickname}
            </Text>
          </Stack>,
          <Stack key="r" gap={2}>
            <SideHead d={right} />
            <Text fz="xs" c="dimmed">
              作者 {right.author.nickname}
            </Text>
          </Stack>,
        ]}
      />
    </Stack>
  );
}
