import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** What `/detail` hands a domain's page. */
export interface DetailPageProps {
  id: number;
  version?: number;
  nickname: string;
  /** The item's 知识图谱 part, for readers who hold 知识图谱. */
  graphSection: ReactNode;
  navigate: ReturnType<typeof useNavigate>;
  onBack: () => void;
}

/**
 * A domain's page under `/detail?domainId=` (issue 29): each module writes its
 * own (the query the route prefetches, the screen it shows) and the app's
 * table of domain pages (src/app/domain-pages.ts) lists them by domain id.
 */
export interface DetailPage {
  prefetch: (queryClient: QueryClient, deps: { id: number; version?: number }) => Promise<void>;
  render: (props: DetailPageProps) => ReactNode;
}
