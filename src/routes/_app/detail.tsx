import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';

/**
 * `/detail/*`: the entry pages share `?id=&version=&domainId=`, checked here for every one of them.
 * A missing or unreadable id is 0 ('词条不存在'), left out of the address like a missing one.
 */
export const Route = createFileRoute('/_app/detail')({
  validateSearch: detailSearchSchema,
  search: { middlewares: [stripSearchParams({ id: 0 })] },
  component: Outlet,
});
