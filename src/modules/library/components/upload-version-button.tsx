import { DOCUMENT_ACCEPT } from '@contract/library/library-terms';
import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/shared/lib/api-error';
import { formatBytes } from '@/shared/lib/format';
import { toastSuccess } from '@/shared/lib/toast';
import { libraryMutations } from '../api/library-mutations';

/** '上传新版本': pick a file, watch it upload (cancel any time); the new version waits for review like any change. */
export function UploadVersionButton({ id }: { id: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const upload = useMutation(libraryMutations.uploadVersion(id));

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setFile(null);
    setProgress(0);
    upload.reset();
  };
  const start = (picked: File | null) => {
    if (!picked) return;
    setFile(picked);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    upload.mutate(
      {
        input: picked,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      },
      {
        onSuccess: (r) => {
          toastSuccess(`已上传第${r.version}版，提交审核后发布`);
          abort.current = null;
          close();
        },
      },
    );
  };
  const cancelled = isApiError(upload.error) && upload.error.kind === 'cancelled';

  return (
    <>
      <FileButton onChange={start} accept={DOCUMENT_ACCEPT} inputProps={{ 'aria-label': '选择新版本文件' }}>
        {(props) => (
          <Button {...props} size="xs" variant="subtle">
            上传新版本
          </Button>
        )}
      </FileButton>
      <Modal opened={file !== null} onClose={close} title="上传新版本" centered closeOnClickOutside={false}>
        <Stack gap="sm">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {file?.name}（{formatBytes(file?.size ?? 0)}）
          </Text>
          <Progress value={progress} animated={upload.isPending} aria-label="上传进度" />
          <Text fz="xs" c="dimmed">
            {upload.isPending ? `已上传 ${progress}%` : null}
          </Text>
          {upload.isError && !cancelled ? (
            <Alert color="red" variant="light">
              {upload.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {upload.isPending ? '取消上传' : '关闭'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
