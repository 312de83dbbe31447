import { Avatar, type AvatarProps, useMantineTheme } from '@mantine/core';

/** The user's initial on the theme colour (blue or gold). */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  const theme = useMantineTheme();
  return (
    <Avatar variant="filled" color={theme.primaryColor} {...props} alt={name}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
