import { itemLink } from '../../knowledge/links';
import { FORUM } from './forum-access';

/** The SPA route of a post's page, for message links. */
export const postLink = (id: number) => itemLink({ id, domainId: FORUM });
