import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A forum screen (`/bbs/<section>`) with its search params. */
export interface ForumTarget {
  section: string;
  search?: Record<string, string | number | undefined>;
}

/** The router's options for a forum screen: every forum path is the one splat route `/bbs/$` (decision 033). */
export function forumRoute({ section, search }: ForumTarget) {
  return { to: '/bbs/$', params: { _splat: section }, search: search ?? {} } as const;
}

interface ForumLinkProps extends AnchorProps {
  to: ForumTarget;
  /** Opens in a new tab (the ask form keeps its text while the reader looks). */
  newTab?: boolean;
  children: ReactNode;
}

/** A link to a forum screen. */
export function ForumLink({ to, newTab, children, ...rest }: ForumLinkProps) {
  return (
    <Anchor
      {...rest}
      renderRoot={(props) => <Link {...props} {...forumRoute(to)} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})} />}
    >
      {children}
    </Anchor>
  );
}
