import type { AttachedFile } from '@contract/platform/attachments';
import { Anchor, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import { formatBytes } from '@/shared/lib/format';

/** An attachment as an editor holds it (the detail's files without their URLs). */
export interface AttachmentRef {
  id: number;
  name: string;
  size: number;
}

/** The attachments under an item (a notice, a post): each a download link, a signed URL the server checks again. */
export function AttachmentList({
  files,
  mt = 'lg',
}: {
  files: Pick<AttachedFile, 'id' | 'name' | 'size' | 'url'>[];
  /** Space above: a page's section by default, none inside a stack that spaces it. */
  mt?: MantineSpacing;
}) {
  if (files.length === 0) return null;
  return (
    <Stack gap={6} mt={mt} component="section" aria-label="附件">
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
