import { Button, Card, Group, SegmentedControl, Table, Text, useMantineTheme } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { type ChartData, chartOption } from '../lib/chart-data';
import { EChart, type EChartHandle } from './echart';

interface ChartCardProps {
  title: string;
  data: ChartData;
  height?: number;
  /** The PNG's file name, without extension. */
  fileName: string;
}

/** Palettes taken in turn for the series (the gold theme's primary first). */
const SERIES_PALETTES = ['teal', 'orange', 'grape', 'red', 'lime', 'gray'] as const;

/**
 * A report chart with its table view (the same numbers as rows, for reading
 * and for screen readers) and a PNG export of the drawing.
 */
export function ChartCard({ title, data, height = 280, fileName }: ChartCardProps) {
  const theme = useMantineTheme();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const chart = useRef<EChartHandle>(null);
  const option = useMemo(() => {
    const palette = [theme.colors[theme.primaryColor][6], ...SERIES_PALETTES.map((p) => theme.colors[p][6])];
    return chartOption(data, palette, theme.black);
  }, [data, theme]);
  const empty = data.categories.length === 0;

  const savePng = () => {
    const url = chart.current?.toPng();
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.png`;
    a.click();
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={600} component="h3" fz="md" m={0}>
          {title}
        </Text>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label={`${title}的显示方式`}
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            data={[
              { value: 'chart', label: '图表' },
              { value: 'table', label: '表格' },
            ]}
          />
          <Button size="xs" variant="default" onClick={savePng} disabled={view !== 'chart' || empty}>
            导出图片
          </Button>
        </Group>
      </Group>
      {empty ? (
        <Text c="dimmed" ta="center" py="xl">
          所选范围内没有数据
        </Text>
      ) : view === 'chart' ? (
        <EChart ref={chart} option={option} height={height} label={title} />
      ) : (
        <ChartTable title={title} data={data} height={height} />
      )}
    </Card>
  );
}

function ChartTable({ title, data, height }: { title: string; data: ChartData; height: number }) {
  return (
    <Table.ScrollContainer minWidth={240} mah={height} type="native">
      <Table striped fz="sm" aria-label={`${title}（表格）`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{data.kind === 'pie' ? '分类' : '时间/名称'}</Table.Th>
            {data.series.map((s) => (
              <Table.Th key={s.name} ta="right">
                {s.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.categories.map((c, i) => (
            <Table.Tr key={c}>
              <Table.Td>{c}</Table.Td>
              {data.series.map((s) => (
                <Table.Td key={s.name} ta="right">
                  {(s.values[i] ?? 0).toLocaleString('zh-CN')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
