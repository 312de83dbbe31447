import { Avatar, type AvatarProps, useMantineTheme } from '@mantine/core';

/**
 * The user's picture when he uploaded one (账号设置), else his initial on the
 * theme colour (blue or gold); a picture that fails to load falls back too.
 */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src?: string | null } & Omit<AvatarProps, 'children' | 'src'>) {
  const theme = useMantineTheme();
  return (
    <Avatar variant="filled" color={theme.primaryColor} src={src ?? null} {...props} alt={name}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
