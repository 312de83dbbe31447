import type { UserView } from '@contract/auth/users';
import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { settingsMutations } from '../../api/settings-queries';
import { AVATAR_SOURCE_MAX_BYTES, AVATAR_SOURCE_TYPES } from '../../lib/crop-image';
import { AvatarCropModal } from './avatar-crop-modal';

/** The avatar: pick a picture, crop it, upload the square; or go back to the initial. */
export function AvatarCard({ me }: { me: UserView }) {
  const [picked, setPicked] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = useMutation(settingsMutations.avatarUpload());
  const remove = useMutation(settingsMutations.avatarRemove());

  const pick = (file: File | null) => {
    setPickError(null);
    if (!file) return;
    if (!AVATAR_SOURCE_TYPES.includes(file.type)) return setPickError('请选择 PNG、JPEG 或 WebP 图片');
    if (file.size > AVATAR_SOURCE_MAX_BYTES) return setPickError('图片不能超过 20 MB');
    setPicked(file);
  };

  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz={16} mb="md">
        头像
      </Title>
      <Group gap="lg" wrap="wrap">
        <UserAvatar name={me.nickname} src={me.avatarUrl} size={88} radius={88} />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={pick} accept={AVATAR_SOURCE_TYPES.join(',')}>
              {(props) => (
                <Button variant="light" {...props}>
                  {me.avatarUrl ? '更换头像' : '上传头像'}
                </Button>
              )}
            </FileButton>
            {me.avatarUrl ? (
              <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
                删除头像
              </Button>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            支持 PNG、JPEG、WebP；未设置头像时显示姓名的第一个字。
          </Text>
          {pickError ? (
            <Text fz="sm" c="red" role="alert">
              {pickError}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <AvatarCropModal
        file={picked}
        saving={upload.isPending}
        onClose={() => setPicked(null)}
        onCropped={(square) => upload.mutate({ input: square }, { onSuccess: () => setPicked(null) })}
      />
      <ConfirmModal
        opened={removing}
        title="删除头像"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      >
        删除后显示姓名的第一个字，可随时重新上传。
      </ConfirmModal>
    </Card>
  );
}
