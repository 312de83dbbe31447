import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { plateMutations } from '../api/plate-queries';

/** 关注 / 已关注 for one plate (the home's plate list and a plate's page). */
export function PlateFollowButton({ plate }: { plate: { id: number; name: string; followed: boolean } }) {
  const follow = useMutation(plateMutations.follow());
  return (
    <Button
      size="compact-sm"
      variant={plate.followed ? 'default' : 'light'}
      loading={follow.isPending}
      aria-label={`${plate.followed ? '取消关注' : '关注'}“${plate.name}”`}
      onClick={() => follow.mutate({ plateId: plate.id, follow: !plate.followed })}
      style={{ flexShrink: 0 }}
    >
      {plate.followed ? '已关注' : '关注'}
    </Button>
  );
}
