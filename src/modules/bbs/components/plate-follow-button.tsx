import { Button } from '@mantine/core';
import { usePlateFollow } from '../api/follow-mutation';

/** 关注 / 已关注 for one plate. */
export function PlateFollowButton({ plate }: { plate: { id: number; name: string; followed: boolean } }) {
  const follow = usePlateFollow();
  return (
    <Button
      size="compact-sm"
      variant={plate.followed ? 'default' : 'light'}
      loading={follow.isPending}
      aria-label={`${plate.followed ? '取消关注' : '关注'}${plate.name}`}
      aria-pressed={plate.followed}
      onClick={() => follow.mutate({ plateId: plate.id, follow: !plate.followed })}
    >
      {plate.followed ? '已关注' : '关注'}
    </Button>
  );
}
