import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { UploadVideoForm } from '../components/upload-video-form';

/**
 * `/video/create`: uploading a video is a page, as uploading documents is
 * (`/library/create1`): both gather metadata around a file that takes a while
 * to send, which a dialog closed by a stray click would lose.
 */
export function VideoUploadScreen({ onDone }: { onDone: () => void }) {
  return (
    // One form of a few fields: a readable column rather than the full width.
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} fz={24}>
            上传视频
          </Title>
          <Text c="dimmed" size="sm">
            支持 MP4 和 WebM：填写标题、简介和标签后上传，提交审核，审核通过即发布。
          </Text>
        </Stack>
        <Anchor renderRoot={(props) => <Link {...props} to="/video" />} size="sm">
          返回视频库
        </Anchor>
      </Group>
      <Card withBorder radius="md" p="lg">
        <UploadVideoForm onClose={onDone} />
      </Card>
    </Stack>
  );
}
