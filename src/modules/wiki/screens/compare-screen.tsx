import { Alert, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { detailQueries } from '../api/detail-queries';
import { versionQueries } from '../api/version-queries';
import { DiffView } from '../components/compare/diff-view';
import { type SideChoice, SidePicker } from '../components/compare/side-picker';
import type { CompareSearch } from '../lib/compare-search';
import { sameEntryVersions } from '../lib/compare-versions';

interface CompareScreenProps {
  search: CompareSearch;
  onChange: (next: CompareSearch) => void;
}

function useSide(choice: SideChoice) {
  return useQuery({
    ...detailQueries.detail({ id: choice.id ?? 0, version: choice.version }),
    enabled: choice.id !== undefined,
  });
}

/**
 * `/knowledge-compare`: two entries, or two versions of one entry, side by
 * side with the differences marked. The choices live in the URL.
 */
export function CompareScreen({ search, onChange }: CompareScreenProps) {
  const leftChoice = { id: search.leftId, version: search.leftVersion };
  const rightChoice = { id: search.rightId, version: search.rightVersion };
  const left = useSide(leftChoice);
  const right = useSide(rightChoice);

  const setLeft = (c: SideChoice) => onChange({ ...search, leftId: c.id, leftVersion: c.version });
  const setRight = (c: SideChoice) => onChange({ ...search, rightId: c.id, rightVersion: c.version });
  const swap = () =>
    onChange({
      leftId: search.rightId,
      leftVersion: search.rightVersion,
      rightId: search.leftId,
      rightVersion: search.leftVersion,
    });
  const queryClient = useQueryClient();
  const [sameEntryNote, setSameEntryNote] = useState<string | null>(null);
  const sameEntry = async () => {
    const id = search.leftId;
    if (id === undefined) return;
    setSameEntryNote(null);
    try {
      const pair = sameEntryVersions(await queryClient.fetchQuery(versionQueries.list(id)));
      if (!pair) setSameEntryNote('该词条只有一个版本，暂无可对比的历史版本。');
      else onChange({ leftId: id, leftVersion: pair.left, rightId: id, rightVersion: pair.right });
    } catch (err) {
      setSameEntryNote(`读取版本列表失败：${err instanceof Error ? err.message : String(err)}`);
    }
  };

  const bothChosen = leftChoice.id !== undefined && rightChoice.id !== undefined;
  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        知识对比
      </Title>
      <Card withBorder radius="md" p="lg">
        <Grid gap="lg" align="flex-end">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SidePicker label="左侧（原内容）" value={leftChoice} chosenTitle={left.data?.title} onChange={setLeft} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Stack gap="xs">
              <Button variant="default" size="xs" onClick={swap} disabled={!search.leftId && !search.rightId}>
                交换左右
              </Button>
              <Button variant="subtle" size="xs" onClick={sameEntry} disabled={!search.leftId}>
                对比同一词条的版本
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SidePicker label="右侧（新内容）" value={rightChoice} chosenTitle={right.data?.title} onChange={setRight} />
          </Grid.Col>
        </Grid>
      </Card>
      {sameEntryNote ? (
        <Alert color="gray" variant="light" withCloseButton onClose={() => setSameEntryNote(null)}>
          {sameEntryNote}
        </Alert>
      ) : null}
      {left.isError ? <Alert color="red">左侧：{left.error.message}</Alert> : null}
      {right.isError ? <Alert color="red">右侧：{right.error.message}</Alert> : null}
      {!bothChosen ? (
        <Text c="dimmed" ta="center" py="xl">
          请在左右两侧各选择一个词条（可选择版本），即可查看差异。
        </Text>
      ) : left.data && right.data ? (
        <DiffView left={left.data} right={right.data} />
      ) : left.isPending || right.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : null}
    </Stack>
  );
}
