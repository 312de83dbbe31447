import { IMAGE_TYPES } from '@contract/knowledge/knowledge';
import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { editorMutations } from '../../api/editor-mutations';

interface CoverFieldProps {
  url: string | null;
  onChange: (cover: { fileId: number; url: string } | null) => void;
  disabled: boolean;
}

/** The cover image: uploaded like body images, shown in lists and cards. */
export function CoverField({ url, onChange, disabled }: CoverFieldProps) {
  const upload = useMutation(editorMutations.uploadImage());
  const pick = (file: File | null) => {
    if (!file) return;
    upload.mutate({ input: file }, { onSuccess: (r) => onChange({ fileId: r.id, url: r.url }) });
  };
  return (
    <Input.Wrapper label="封面图片" description="PNG、JPEG、GIF、WebP，10 MB 以内">
      {url ? <Image src={url} alt="封面预览" radius="sm" mt={6} h={140} fit="cover" /> : null}
      <Group gap="xs" mt={6}>
        <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {url ? '更换封面' : '上传封面'}
            </Button>
          )}
        </FileButton>
        {url ? (
          <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)} disabled={disabled}>
            移除
          </Button>
        ) : (
          <Text fz="xs" c="dimmed">
            未设置
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
