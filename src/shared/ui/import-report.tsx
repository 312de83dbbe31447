import type { ImportIssue } from '@contract/platform/imports';
import { Table, Text } from '@mantine/core';

/** The problems of a refused file, row by row, as the file's owner fixes them. */
export function ImportReport({ issues, total }: { issues: readonly ImportIssue[]; total: number }) {
  return (
    <>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder aria-label="校验报告">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>工作表</Table.Th>
              <Table.Th w={60}>行号</Table.Th>
              <Table.Th w={88}>字段</Table.Th>
              <Table.Th>原因</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {issues.map((i, n) => (
              // Several problems may share a row and field; their order is the report's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <Table.Tr key={n}>
                <Table.Td>{i.sheet}</Table.Td>
                <Table.Td>{i.row}</Table.Td>
                <Table.Td>{i.field || '—'}</Table.Td>
                <Table.Td>{i.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > issues.length ? (
        <Text c="dimmed" fz="sm">
          共 {total} 个问题，仅列出前 {issues.length} 个
        </Text>
      ) : null}
    </>
  );
}
