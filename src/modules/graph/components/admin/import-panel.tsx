import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@contract/graph/graph-import';
import { Alert, Button, Card, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ImportReport } from '@/shared/ui/import-report';
import { downloadTemplate, graphAdmin } from '../../api/graph-admin';

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The import tab: pick a file, check it (nothing written) or import it. A
 * refused file shows every problem with its row and field; nothing of it
 * is imported until all are fixed.
 */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation(graphAdmin.importFile());
  const result = run.data;
  const tooBig = file !== null && file.size > IMPORT_MAX_BYTES;
  const start = (dryRun: boolean) => file && run.mutate({ file, dryRun });

  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text fz="sm">
            {`支持 XLSX（工作表“节点”“关系”）、CSV（一个文件一个表，UTF-8 或 GBK 编码）和 JSON（{nodes, relations}），单个文件不超过 ${MAX_MB} MB、${IMPORT_MAX_ROWS.toLocaleString()} 行。`}
            已有实体按“名称 + 类别”合并，只补充不删除；有任何一行不合格时整个文件都不导入。
          </Text>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              下载模板：
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => void downloadTemplate('xlsx')}>
              XLSX
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => void downloadTemplate('csv', 'nodes')}>
              CSV 节点表
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => void downloadTemplate('csv', 'relations')}>
              CSV 关系表
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => void downloadTemplate('json')}>
              JSON
            </Button>
          </Group>
          <FileInput
            label="导入文件"
            placeholder="选择 .xlsx、.csv 或 .json 文件"
            accept=".xlsx,.csv,.json"
            clearable
            clearButtonProps={{ 'aria-label': '清除所选文件' }}
            value={file}
            onChange={(f) => {
              setFile(f);
              run.reset();
            }}
            error={tooBig ? `文件过大，导入文件不能超过 ${MAX_MB} MB` : undefined}
            maw={480}
          />
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!file || tooBig}
              loading={run.isPending && run.variables?.dryRun}
              onClick={() => start(true)}
            >
              校验
            </Button>
            <Button disabled={!file || tooBig} loading={run.isPending && !run.variables?.dryRun} onClick={() => start(false)}>
              导入
            </Button>
          </Group>
        </Stack>
      </Card>
      {run.isError ? (
        <Alert color="red" variant="light" title="文件无法导入">
          {run.error.message}
        </Alert>
      ) : null}
      {result && result.issueCount > 0 ? (
        <Alert color="red" variant="light" title={`校验未通过：${result.issueCount} 个问题，文件中的内容均未导入`}>
          共 {result.rows.nodes} 行节点、{result.rows.relations} 行关系。请按下表修改文件后重新上传。
        </Alert>
      ) : null}
      {result && result.issueCount === 0 ? (
        <Alert
          color={result.imported ? 'green' : undefined}
          variant="light"
          title={result.imported ? '导入完成' : '校验通过，可以导入'}
        >
          <List size="sm" spacing={2}>
            <List.Item>
              实体：{result.imported ? '' : '将'}新建 {result.counts.nodesCreated} 个，更新 {result.counts.nodesUpdated}{' '}
              个，无变化 {result.counts.nodesUnchanged} 个
            </List.Item>
            <List.Item>
              关系：{result.imported ? '' : '将'}新建 {result.counts.relationsCreated} 条，已存在{' '}
              {result.counts.relationsExisting} 条
            </List.Item>
          </List>
        </Alert>
      ) : null}
      {result && result.issueCount > 0 ? <ImportReport issues={result.issues} total={result.issueCount} /> : null}
    </Stack>
  );
}
