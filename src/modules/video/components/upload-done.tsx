import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UploadResult } from '../api/video-upload';
import { videoHref } from '../lib/video-request';

interface UploadDoneProps {
  result: UploadResult;
  submitted: boolean;
  /** A failed submission after a successful upload. */
  error: string | null;
  onMore: () => void;
  /** Back to the video library. */
  onClose: () => void;
}

/** After the upload: where the video went (approval or drafts) and where to go next. */
export function UploadDone({ result, submitted, error, onMore, onClose }: UploadDoneProps) {
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title="上传成功" role="status">
        <Text fz="sm">
          {submitted ? '视频已提交审核，审核通过后将出现在视频库中。' : '视频已保存为草稿，可在视频页面提交审核。'}
        </Text>
      </Alert>
      {error ? (
        <Alert color="orange" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          返回视频库
        </Button>
        <Button variant="default" onClick={onMore}>
          继续上传
        </Button>
        <Button component="a" href={videoHref(result.id)}>
          查看视频
        </Button>
      </Group>
    </Stack>
  );
}
