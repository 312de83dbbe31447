import { DOMAIN_IDS } from '@contract/platform/domains';
import { hashLink } from '@/shared/lib/links';

/** The detail page of a document (`/detail?id=N&domainId=` the library's id). */
export const documentHref = (id: number) => hashLink('/detail', { id, domainId: DOMAIN_IDS.library });

/** The chronicle detail page (`/detailDfz?id=N`), which needs the access_token cookie. */
export const chronicleHref = (id: number) => hashLink('/detailDfz', { id });
