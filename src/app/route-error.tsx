import { Button } from '@mantine/core';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { isApiError } from '@/shared/lib/api-error';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { StatusPage } from '@/shared/ui/status-page';
import { isChunkLoadError } from './chunk-load';

/** The 403 page (SPEC §6: admin-only routes). */
export function ForbiddenPage({ message }: { message?: string }) {
  return (
    <StatusPage
      code="403"
      title="无权访问"
      description={message ?? '您没有访问此页面的权限，如需开通请联系系统管理员。'}
      actions={
        <Button component={Link} to="/index" variant="light">
          返回首页
        </Button>
      }
    />
  );
}

/** What a route shows when its guard, loader or component fails. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof ForbiddenError) return <ForbiddenPage message={error.message} />;
  const reload = (
    <Button onClick={() => window.location.reload()} variant="light">
      刷新页面
    </Button>
  );
  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        code="加载失败"
        title="页面资源加载失败"
        description="可能是网络不稳定或系统刚刚完成升级，请刷新页面后重试。"
        actions={reload}
      />
    );
  }
  const message = isApiError(error) ? error.message : '页面出现了意外错误，请稍后重试。';
  return (
    <StatusPage
      code="出错了"
      title="页面加载失败"
      description={message}
      actions={
        <>
          <Button onClick={reset}>重试</Button>
          {reload}
        </>
      }
    />
  );
}
