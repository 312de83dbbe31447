import { Stack, Text, Title } from '@mantine/core';

/** The exam report until the online college records exams: says so, with no numbers. */
export function ExamReportScreen() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        考试统计
      </Title>
      <Stack align="center" gap={6} py={64} bd="1px dashed var(--mantine-color-default-border)" bdrs="md">
        <Text fw={600}>考试数据在在线学院启用后提供</Text>
        <Text c="dimmed" fz="sm">
          在线学院启用后，这里将展示考试的参加人数、通过率与成绩分布。
        </Text>
      </Stack>
    </Stack>
  );
}
