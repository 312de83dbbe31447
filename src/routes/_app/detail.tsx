import { createFileRoute, Outlet } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import type { detailSearchSchema } from '@/modules/wiki/lib/detail-search';

/** `/detail/*`: the entry pages share `?id=&version=`, which each checks in its lazily loaded parts (see app/raw-search.ts). */
export const Route = createFileRoute('/_app/detail')({
  validateSearch: rawSearch<typeof detailSearchSchema>(),
  component: Outlet,
});
