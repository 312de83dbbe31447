import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { ContactCard } from './contact-card';
import { PasswordCard } from './password-card';
import { securityQueries } from './security-queries';

/**
 * 账号安全 of /account/settings (issue 14): the password, and the mobile and
 * e-mail, each changed only with proof (the old password; a code sent to the
 * new number or mailbox, with the current password). Self-contained: the settings page mounts it as a tab.
 */
export function SecuritySection() {
  const overview = useQuery(securityQueries.overview());
  if (overview.isPending) return <Loader size="sm" aria-label="正在加载账号安全信息" />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={overview.refetch} />;
  const { hasPassword, mobile, email } = overview.data;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        手机号可用于短信验证码登录，请确保它由您本人持有。
      </Text>
      <PasswordCard hasPassword={hasPassword} />
      <ContactCard channel="sms" current={mobile} hasPassword={hasPassword} />
      <ContactCard channel="email" current={email} hasPassword={hasPassword} />
    </Stack>
  );
}
