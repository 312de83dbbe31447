import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { accountQueries } from '../../api/account-queries';
import { AttentionFieldsCard } from './attention-fields-card';
import { AvatarCard } from './avatar-card';
import { NicknameCard } from './nickname-card';

/** 基本资料: avatar, nickname and the fields the detail pages show. */
export function ProfilePanel() {
  const { data: me, isPending, isError, error, refetch } = useQuery(accountQueries.personalData());
  if (isPending) return <Skeleton h={240} />;
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  return (
    <Stack gap="md">
      <AvatarCard me={me} />
      {/* Keyed by the saved nickname: after a save the field starts again from it. */}
      <NicknameCard key={me.nickname} me={me} />
      <AttentionFieldsCard />
    </Stack>
  );
}
