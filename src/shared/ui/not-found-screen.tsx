import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHasToken } from '@/shared/hooks/use-has-token';
import { StatusPage } from '@/shared/ui/status-page';

/** The public 404 page (SPEC §2). */
export function NotFoundScreen() {
  const signedIn = useHasToken();
  return (
    <StatusPage
      code="404"
      title="页面不存在"
      description="您访问的页面不存在或已被移除，请检查链接是否正确。"
      actions={
        signedIn ? (
          <Button component={Link} to="/index">
            返回首页
          </Button>
        ) : (
          <Button component={Link} to="/login">
            前往登录
          </Button>
        )
      }
    />
  );
}
