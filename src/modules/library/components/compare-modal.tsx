import { Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DiffRows } from '@/shared/knowledge/diff/diff-rows';
import { DiffStats } from '@/shared/knowledge/diff/diff-stats';
import { diffTexts } from '@/shared/knowledge/lib/text-diff';
import { QueryError } from '@/shared/ui/query-error';
import { libraryQueries } from '../api/library-queries';

interface CompareModalProps {
  id: number;
  /** The two versions, older first; null while closed. */
  pair: [number, number] | null;
  onClose: () => void;
}

function Side({ version, fileName }: { version: number; fileName: string }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>第{version}版</Text>
      <Text fz="xs" c="dimmed" lineClamp={1} title={fileName}>
        {fileName}
      </Text>
    </Stack>
  );
}

function Comparison({ id, from, to }: { id: number; from: number; to: number }) {
  const { data, error, refetch } = useQuery(libraryQueries.compare({ id, from, to }));
  const rows = useMemo(() => (data ? diffTexts(data.from.text, data.to.text) : []), [data]);
  if (error) return <QueryError error={error} onRetry={refetch} />;
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label="对比加载中" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          比较两个版本从文件中提取的文字
        </Text>
        <DiffStats rows={rows} same="文字内容相同" />
      </Group>
      <DiffRows
        rows={rows}
        header={[
          <Side key="l" version={data.from.version} fileName={data.from.fileName} />,
          <Side key="r" version={data.to.version} fileName={data.to.fileName} />,
        ]}
      />
    </Stack>
  );
}

/** Two versions' extracted text side by side, the changes marked. */
export function CompareModal({ id, pair, onClose }: CompareModalProps) {
  return (
    <Modal
      opened={pair !== null}
      onClose={onClose}
      title={pair ? `版本对比：第${pair[0]}版 → 第${pair[1]}版` : '版本对比'}
      size="90%"
      centered
    >
      {pair ? <Comparison id={id} from={pair[0]} to={pair[1]} /> : null}
    </Modal>
  );
}
