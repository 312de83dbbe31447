import { DOCUMENT_ACCEPT } from '@contract/library-terms';
import { NOTICE_FILES_MAX } from '@contract/notices';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes } from '@/shared/lib/format';
import { noticeMutations } from '../api/notice-queries';

/** An attachment as the editor holds it (the detail's files without their URLs). */
export interface NoticeFileRef {
  id: number;
  name: string;
  size: number;
}

/** The attachments under a notice: each a download link (a signed URL the server checks again). */
export function NoticeFileList({ files }: { files: (NoticeFileRef & { url: string })[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={6} mt="lg" component="section" aria-label="附件">
      <Text fz="sm" fw={600}>
        附件（{files.length}）
      </Text>
      {files.map((f) => (
        <Group key={f.id} gap="xs" wrap="nowrap">
          <Anchor href={f.url} download={f.name} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.name}
          </Anchor>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatBytes(f.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

interface NoticeFilesFieldProps {
  value: NoticeFileRef[];
  onChange: (files: NoticeFileRef[]) => void;
  disabled?: boolean;
}

/** The editor's attachments: upload documents or images (one after another), remove any before saving. */
export function NoticeFilesField({ value, onChange, disabled }: NoticeFilesFieldProps) {
  const upload = useMutation(noticeMutations.uploadFile());
  const [current, setCurrent] = useState<string | null>(null);
  const room = NOTICE_FILES_MAX - value.length;

  const add = async (picked: File[]) => {
    upload.reset();
    let files = value;
    for (const file of picked.slice(0, room)) {
      setCurrent(file.name);
      try {
        const r = await upload.mutateAsync({ input: file });
        files = [...files, { id: r.id, name: r.name, size: r.size }];
        onChange(files);
      } catch {
        // The refusal (type, size) stays on screen below; the files after it are not sent.
        break;
      } finally {
        setCurrent(null);
      }
    }
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fz="sm" fw={500}>
          附件
        </Text>
        <FileButton onChange={(f) => void add(f)} accept={DOCUMENT_ACCEPT} multiple inputProps={{ 'aria-label': '选择附件' }}>
          {(props) => (
            <Button {...props} size="xs" variant="light" disabled={disabled || room <= 0} loading={current !== null}>
              上传附件
            </Button>
          )}
        </FileButton>
      </Group>
      <Text fz="xs" c="dimmed">
        支持 PDF、Word、Excel、PowerPoint、TXT、Markdown 和图片，最多 {NOTICE_FILES_MAX} 个；只有公告的接收人可以下载
      </Text>
      {current ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm">正在上传：{current}</Text>
        </Group>
      ) : null}
      {upload.error ? (
        <Alert color="red" variant="light">
          {upload.error.message}
        </Alert>
      ) : null}
      {value.map((f) => (
        <Group key={f.id} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(f.size)}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`移除附件：${f.name}`}
            disabled={disabled}
            onClick={() => onChange(value.filter((x) => x.id !== f.id))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
