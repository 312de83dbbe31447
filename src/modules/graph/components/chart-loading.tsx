import { Group, Loader, Stack, Text, Title } from '@mantine/core';

/**
 * What a graph page inside the shell shows while its code loads: its title
 * and a spinner under the header, where the page will be (issue 28: the body
 * stayed blank for a second or two on a phone's first load).
 */
export function ChartLoading({ title }: { title: string }) {
  return (
    <Stack gap="md" aria-busy="true">
      <Title order={2} fz={24}>
        {title}
      </Title>
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed" fz="sm">
          正在加载知识图谱…
        </Text>
      </Group>
    </Stack>
  );
}
