import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { isApiError } from '@/shared/lib/api-error';
import { StatusPage } from '@/shared/ui/status-page';
import classes from './graph.module.css';

interface PublicFrameProps {
  title: ReactNode;
  /** Beside the title: the class, the figures. */
  aside?: ReactNode;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The public graph pages' frame: a title bar over a drawing that fills the
 * window, no shell (they are embedded in other sites). Refusals become a
 * friendly page: 403 when public graphs are turned off, 404 for a name
 * nothing public carries.
 */
export function PublicFrame({ title, aside, pending, error, onRetry, children }: PublicFrameProps) {
  if (error) {
    const status = isApiError(error) ? error.code : 0;
    if (status === 403)
      return (
        <StatusPage
          code="403"
          title="公开知识图谱未开放"
          description="管理员关闭了公开的知识图谱页面。登录后可在“知识图谱”中查看。"
        />
      );
    if (status === 404)
      return <StatusPage code="404" title="没有找到这个实体" description={error instanceof Error ? error.message : ''} />;
    return (
      <StatusPage
        code="出错了"
        title="图谱加载失败"
        description={error instanceof Error ? error.message : '请稍后重试'}
        actions={<Button onClick={onRetry}>重试</Button>}
      />
    );
  }
  return (
    <Stack gap={0} component="main" className={classes.page}>
      <Group justify="space-between" px="md" py="sm" wrap="wrap" gap="xs" mih={72}>
        <Group gap="xs" miw={0}>
          <Title order={1} fz={{ base: 18, sm: 22 }} lineClamp={1}>
            {title}
          </Title>
          <Badge variant="light" color="gray">
            公开图谱
          </Badge>
        </Group>
        {aside}
      </Group>
      <div className={classes.full} data-testid="public-graph">
        {pending ? (
          <Group justify="center" pt={120}>
            <Loader size="sm" />
            <Text c="dimmed">正在加载图谱…</Text>
          </Group>
        ) : (
          <Suspense fallback={<Loader size="sm" m="md" />}>{children}</Suspense>
        )}
      </div>
    </Stack>
  );
}
