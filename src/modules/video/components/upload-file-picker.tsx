import { Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBytes } from '@/shared/lib/format';
import { formatDuration } from '../lib/format-duration';
import type { ProbedFile } from '../lib/probe-video-file';
import classes from './upload-file-picker.module.css';

interface UploadFilePickerProps {
  file: File | null;
  /** Null while the browser is still reading the file. */
  probed: ProbedFile | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** The chosen file with its poster frame and duration, or the button to choose one. */
export function UploadFilePicker({ file, probed, disabled, onChoose }: UploadFilePickerProps) {
  const [posterUrl, setPosterUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!probed?.poster) return setPosterUrl(null);
    const url = URL.createObjectURL(probed.poster);
    setPosterUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [probed]);

  const choose = (
    <FileButton onChange={onChoose} accept="video/mp4,video/webm,.mp4,.m4v,.webm" disabled={disabled}>
      {(props) => (
        <Button {...props} variant={file ? 'default' : 'filled'} aria-label="选择要上传的视频">
          {file ? '重新选择' : '选择视频文件'}
        </Button>
      )}
    </FileButton>
  );

  if (!file) {
    return (
      <Paper withBorder radius="md" p="xl" className={classes.empty}>
        <Stack align="center" gap="xs">
          {choose}
          <Text fz="sm" c="dimmed">
            支持 MP4、WebM 格式；选择后自动读取时长并截取封面
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <div className={classes.thumb}>
          {posterUrl ? <img src={posterUrl} alt="封面预览" className={classes.thumbImage} /> : null}
          {!probed ? <Loader size="sm" color="white" aria-label="正在读取视频" /> : null}
          {probed && !posterUrl ? (
            <Text fz="xs" c="gray.4">
              无法预览
            </Text>
          ) : null}
        </div>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} fz="sm" truncate title={file.name}>
            {file.name}
          </Text>
          <Text fz="xs" c="dimmed" data-testid="file-facts">
            {[
              formatBytes(file.size),
              probed?.duration ? `时长 ${formatDuration(probed.duration)}` : null,
              probed?.width && probed.height ? `${probed.width}×${probed.height}` : null,
              probed && !probed.duration ? '浏览器无法读取时长，将由服务器识别' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {choose}
      </Group>
    </Paper>
  );
}
