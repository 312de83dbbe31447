import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { completeHandOver } from '@/app/session';
import { TransferScreen } from '@/modules/auth/screens/transfer-screen';
import { isApiError } from '@/shared/lib/api-error';
import { safeReturnPath } from '@/shared/lib/links';

interface TransferSearch {
  token?: string;
  redirect?: string;
}

export const Route = createFileRoute('/tansferPage')({
  staticData: { title: '正在登录' },
  validateSearch: (raw: Record<string, unknown>): TransferSearch => ({
    ...(typeof raw.token === 'string' && raw.token ? { token: raw.token } : {}),
    ...(typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {}),
  }),
  component: TransferRoute,
});

function TransferRoute() {
  const { token, redirect } = Route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : '缺少登录凭证，请重新登录。');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    completeHandOver(queryClient, token)
      .then(() => {
        const back = safeReturnPath(redirect);
        return back ? navigate({ href: back, replace: true }) : navigate({ to: '/index', replace: true });
      })
      .catch((e) =>
        setFailure(
          isApiError(e) && e.unauthenticated
            ? '登录凭证无效或已过期，请重新登录。'
            : isApiError(e)
              ? e.message
              : '登录失败，请重新登录。',
        ),
      );
  }, [token, redirect, queryClient, navigate]);

  return <TransferScreen failure={failure} />;
}
