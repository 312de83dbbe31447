import { postLink } from '@contract/bbs/bbs-library';
import { hashLink } from '@/shared/lib/links';

/** The forum's pages (`/bbs/<section>`, one route each) as hash links. */
export const bbsHref = (section: string, search?: Record<string, string | number | undefined>) =>
  hashLink(`/bbs/${section}`, search);

/** A post's detail page (built by the post screens). */
export const postHref = (id: number) => hashLink(postLink(id));

/** A plate's page: the forum home narrowed to the plate (`home?plateId=`). */
export const plateHref = (plateId: number) => bbsHref('home', { plateId });

/** A member's forum profile. */
export const personalHref = (userId: number) => bbsHref('personal', { id: userId });

/** Where a post of one's own opens: a draft continues in its editor, anything else shows its detail. */
export function ownPostHref(post: { id: number; kind: string; state: string }): string {
  if (post.state !== 'draft') return postHref(post.id);
  return post.kind === 'case' ? bbsHref('case-create', { id: post.id }) : bbsHref('ask', { id: post.id });
}
