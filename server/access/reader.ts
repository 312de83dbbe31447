import { LIVE_DOMAINS } from '@contract/platform/domains';
import type { SessionUser } from '../http/session';

/** What the access rules need to know about the caller, resolved once per request. */
export interface Reader {
  id: number;
  isAdmin: boolean;
  isApprover: boolean;
  /** Holds the key to write knowledge: without it an author keeps reading his items but edits none of them. */
  canWrite: boolean;
  /** The caller's group and all its ancestors: visibility granted to a parent group covers its sub-groups. */
  groupIds: number[];
  domainIds: number[];
  /**
   * Manages the forum (ROLE_BBS_MANAGE): reads held and hidden posts of every
   * plate, as their moderators do. Absent counts as no, the safe side for
   * readers built by hand (seeds, the public graph).
   */
  managesForum?: boolean;
  /** The request's client address, for the events the caller's writes record (decision 020). */
  ip?: string;
}

/** The caller as the access rules see it: no database work, the session holds it all. */
export function readerOf(user: SessionUser): Reader {
  // The key a caller needs to see a domain at all comes from its row.
  const domainIds = LIVE_DOMAINS.filter((d) => user.permissions.has(d.permission)).map((d) => d.id);
  return {
    id: user.id,
    isAdmin: user.isAdmin,
    isApprover: user.permissions.has('ROLE_KNOWLEDGE_APPROVE'),
    canWrite: user.permissions.has('ROLE_KNOWLEDGE_CREATE'),
    groupIds: user.groupPath,
    domainIds,
    managesForum: user.permissions.has('ROLE_BBS_MANAGE'),
    ip: user.ip,
  };
}
