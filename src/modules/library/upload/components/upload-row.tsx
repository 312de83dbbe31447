import { type KnowledgeStatus, STATUS_NAMES } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatBytes } from '@/shared/lib/format';
import { percentOf, type QueueRow, type UploadResult } from '../lib/upload-queue';

const TEXT_STATUS = {
  ok: { label: '提取成功', color: 'teal', note: null },
  failed: { label: '提取失败', color: 'orange', note: '文件已保存，但未能提取其中的文字，搜索和文本视图暂不可用' },
  unsupported: { label: '无需提取文本', color: 'gray', note: null },
} as const;

const KIND_NAMES = { pdf: 'PDF', docx: 'Word', xlsx: 'Excel', pptx: 'PowerPoint', txt: 'TXT', md: 'Markdown', image: '图片' };

interface UploadRowProps {
  row: QueueRow;
  /** Where the uploaded document stands after its information was saved or submitted here. */
  docStatus?: KnowledgeStatus;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
  onEdit: (result: UploadResult) => void;
}

function StateLine({ row }: { row: QueueRow }) {
  const s = row.state;
  switch (s.kind) {
    case 'queued':
      return (
        <Text size="sm" c="dimmed">
          等待上传
        </Text>
      );
    case 'uploading':
      return s.loaded >= s.total && s.total > 0 ? (
        <Text size="sm" c="blue">
          已传完，正在识别文件并提取文字…
        </Text>
      ) : (
        <Text size="sm" c="blue">
          上传中 {percentOf(s)}%
        </Text>
      );
    case 'cancelled':
      return (
        <Text size="sm" c="dimmed">
          已取消
        </Text>
      );
    case 'failed':
      return (
        <Text size="sm" c="red" role="alert">
          {s.message}
        </Text>
      );
    case 'done': {
      const t = TEXT_STATUS[s.result.textStatus];
      return (
        <Group gap="xs">
          <Text size="sm" c="teal">
            上传成功
          </Text>
          <Badge variant="light" color="gray" tt="none">
            {KIND_NAMES[s.result.kind]}
          </Badge>
          <Badge variant="light" color={t.color} data-testid="text-status">
            {t.label}
          </Badge>
          {t.note ? (
            <Text size="sm" c="orange.8">
              {t.note}
            </Text>
          ) : null}
        </Group>
      );
    }
  }
}

/** One file of the queue: name, size, progress, what happened, and what can be done next. */
export function UploadRow({ row, docStatus, onCancel, onRetry, onRemove, onEdit }: UploadRowProps) {
  const s = row.state;
  const pct = percentOf(s);
  const active = s.kind === 'queued' || s.kind === 'uploading';
  return (
    <Paper withBorder radius="md" p="md" data-testid="upload-row" aria-label={row.file.name} component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={500} truncate="end" title={row.file.name}>
              {row.file.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatBytes(row.file.size)}
            </Text>
            {docStatus ? (
              <Badge variant="light" color={docStatus === 'pending' ? 'orange' : 'gray'} data-testid="doc-status">
                {STATUS_NAMES[docStatus]}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {active ? (
              <Button size="xs" variant="default" onClick={onCancel}>
                取消
              </Button>
            ) : null}
            {s.kind === 'failed' || s.kind === 'cancelled' ? (
              <>
                <Button size="xs" variant="light" onClick={onRetry}>
                  重试
                </Button>
                <Button size="xs" variant="default" onClick={onRemove}>
                  移除
                </Button>
              </>
            ) : null}
            {s.kind === 'done' ? (
              <>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link {...props} to="/detail" search={{ id: s.result.id, domainId: DOMAIN_IDS.library }} />
                  )}
                >
                  查看文档
                </Anchor>
                <Button size="xs" onClick={() => onEdit(s.result)}>
                  {docStatus === 'pending' ? '查看信息' : '填写信息'}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
        <Progress
          value={s.kind === 'cancelled' || s.kind === 'failed' ? 0 : pct}
          color={s.kind === 'done' ? 'teal' : undefined}
          animated={s.kind === 'uploading' && pct === 100}
          size="sm"
          aria-label={`${row.file.name} 上传进度`}
        />
        <StateLine row={row} />
      </Stack>
    </Paper>
  );
}
