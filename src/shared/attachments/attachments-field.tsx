import { DOCUMENT_ACCEPT } from '@contract/library/library-terms';
import type { uploadedAttachment } from '@contract/platform/attachments';
import type { Endpoint } from '@contract/platform/endpoint';
import { ActionIcon, Alert, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes } from '@/shared/lib/format';
import { uploadMutation } from '@/shared/lib/upload-mutation';
import type { AttachmentRef } from './attachment-list';

/** An owning kind's upload call (contract `attachmentUpload`). */
export type AttachmentUploadEndpoint = Endpoint<Endpoint['input'], typeof uploadedAttachment>;

interface AttachmentsFieldProps {
  /** Where this kind's files are uploaded; each belongs to the item once its save names it. */
  upload: AttachmentUploadEndpoint;
  value: AttachmentRef[];
  onChange: (files: AttachmentRef[]) => void;
  /** Most files the item carries (the contract's bound of its `fileIds`). */
  max: number;
  /** Who may download them, after the list of accepted types. */
  audience: string;
  disabled?: boolean;
}

/** An editor's attachments: upload documents or images (one after another), remove any before saving. */
export function AttachmentsField({ upload: endpoint, value, onChange, max, audience, disabled }: AttachmentsFieldProps) {
  const upload = useMutation(
    uploadMutation(endpoint, { mutationKey: ['attachments', endpoint.id], form: (file: File) => ({ file }), invalidates: [] }),
  );
  const [current, setCurrent] = useState<string | null>(null);
  const room = max - value.length;

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
        支持 PDF、Word、Excel、PowerPoint、TXT、Markdown 和图片，最多 {max} 个；{audience}
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
