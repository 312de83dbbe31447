import { SYSTEM_IMAGE_MAX_BYTES, SYSTEM_IMAGE_MAX_SIDE, type systemImageList } from '@contract/admin/admin-config';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Badge, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { configMutations, configQueries } from '../api/config-queries';

type SystemImage = OutputOf<typeof systemImageList>[number];

const ACCEPT = 'image/png,image/jpeg,image/webp';
const LIMIT = `PNG、JPEG 或 WebP，${SYSTEM_IMAGE_MAX_BYTES / 1024 / 1024} MB、${SYSTEM_IMAGE_MAX_SIDE} 像素以内`;

/** The logo and the sign-in background (`imgsPath`): replaced by an upload, or back to the shipped image. */
export function SystemImagesPanel() {
  const query = useQuery(configQueries.images());
  return (
    <Stack gap="md">
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(query.data ?? []).map((i) => (
          <ImageCard key={i.picType} image={i} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ImageCard({ image }: { image: SystemImage }) {
  const upload = useMutation(configMutations.uploadImage());
  const reset = useMutation(configMutations.resetImage());
  const error = upload.error ?? reset.error;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={image.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{image.name}</Text>
          <Badge variant="light" color={image.custom ? 'blue' : 'gray'}>
            {image.custom ? '已上传' : '系统自带'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {image.description}
        </Text>
        <div style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 8, padding: 12 }}>
          {image.path ? (
            <Image src={image.path} alt={`${image.name}预览`} h={120} fit="contain" />
          ) : (
            <Text h={120} fz="sm" c="dimmed" ta="center" pt={48}>
              未上传，使用主题色渐变
            </Text>
          )}
        </div>
        {error ? (
          <Alert color="red" variant="light" p="xs">
            {error.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <FileButton accept={ACCEPT} onChange={(file) => file && upload.mutate({ picType: image.picType, file })}>
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                上传新图片
              </Button>
            )}
          </FileButton>
          {image.custom ? (
            <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate(image.picType)}>
              恢复系统自带
            </Button>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {LIMIT}
        </Text>
      </Stack>
    </Paper>
  );
}
