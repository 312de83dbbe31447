import { createFileRoute, Outlet } from '@tanstack/react-router';
import { detailSearchSchema } from '@/modules/wiki/lib/detail-search';

/** `/detail/*`: the entry pages share `?id=&version=` (validated once here). */
export const Route = createFileRoute('/_app/detail')({
  validateSearch: (search) => detailSearchSchema.parse(search),
  component: Outlet,
});
