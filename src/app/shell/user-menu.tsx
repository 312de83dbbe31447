import type { UserView } from '@contract/auth/users';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { UserAvatar } from '@/shared/ui/user-avatar';

interface UserMenuProps {
  user: UserView;
  onOpenAccount: () => void;
  onEditProfile: () => void;
  onOpenSettings: () => void;
  onSignOut: () => void;
}

/** Avatar menu: personal centre, profile, account settings, sign out. */
export function UserMenu({ user, onOpenAccount, onEditProfile, onOpenSettings, onSignOut }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={180} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="用户菜单">
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={user.nickname} src={user.avatarUrl} size={32} radius="xl" />
            <Text fz="sm" fw={500} visibleFrom="sm" maw={120} truncate>
              {user.nickname}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.groupName ?? user.username}</Menu.Label>
        <Menu.Item onClick={onOpenAccount}>个人中心</Menu.Item>
        <Menu.Item onClick={onEditProfile}>完善资料</Menu.Item>
        <Menu.Item onClick={onOpenSettings}>账号设置</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onSignOut}>
          退出登录
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
