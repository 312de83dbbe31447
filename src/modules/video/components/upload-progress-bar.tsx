import { Button, Group, Progress, Text } from '@mantine/core';

interface UploadProgressBarProps {
  percent: number;
  onCancel: () => void;
}

/** The upload's progress with its cancel button. */
export function UploadProgressBar({ percent, onCancel }: UploadProgressBarProps) {
  return (
    <Group gap="md" wrap="nowrap">
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        striped
        animated
        style={{ flex: 1 }}
        aria-label="上传进度"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      />
      <Text fz="sm" w={110} ta="right" data-testid="upload-percent">
        {percent < 100 ? `上传中 ${percent}%` : '正在保存…'}
      </Text>
      <Button variant="default" color="red" onClick={onCancel}>
        取消上传
      </Button>
    </Group>
  );
}
