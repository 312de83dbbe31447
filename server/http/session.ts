import crypto from 'node:crypto';
import { PERMISSION_KEYS, type PermissionKey } from '@contract/platform/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';

/** The caller, resolved from the bearer token on every request (one query: user, permissions, group path). */
export interface SessionUser {
  id: number;
  sessionId: number;
  username: string;
  nickname: string;
  type: number;
  isAdmin: boolean;
  groupId: number | null;
  /** The caller's group and all its ancestors (visibility granted to a group covers its sub-groups); empty without a group. */
  groupPath: number[];
  permissions: Set<PermissionKey>;
  /** An administrator set the password (creation, reset): until it is replaced, the session may only change it (route binder). */
  mustChangePassword: boolean;
  /**
   * The client address of the request this caller made, set by the route
   * binder, for the events the request records (decision 020); absent for a
   * caller acting outside a request (the seed, notifications) or from an unknown peer.
   */
  ip?: string;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Reads the token from `Authorization: Bearer` only; cookies are never trusted
 * for auth. The scheme name is case-insensitive (RFC 7235 §2.1), the token not.
 */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return m ? m[1] : null;
}

/** A user row as callerColumns selects it. */
export type CallerRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  is_admin: boolean;
  group_id: number | null;
  group_path: number[];
  permissions: string[];
  must_change_password: boolean;
};

/**
 * Columns of a user (alias `u`) as a caller: identity, the permissions of
 * their roles, and their group with its ancestors. Shared by sign-in checks,
 * the seed (acting as demo users) and notifications (what a recipient may read).
 */
export const callerColumns = sql`u.id, u.username, u.nickname, u.type, u.is_admin, u.group_id, u.must_change_password,
  coalesce((select array_agg(distinct p) from user_roles ur join roles r on r.id = ur.role_id,
            unnest(r.permissions) p where ur.user_id = u.id), '{}') as permissions,
  coalesce((with recursive up as (
      select g.id, g.parent_id, 0 as depth from groups g where g.id = u.group_id
      union all
      select g.id, g.parent_id, up.depth + 1 from groups g join up on g.id = up.parent_id where up.depth < 50
    ) select array_agg(id) from up), '{}') as group_path`;

/** The caller a user row stands for; unknown permission keys are dropped, an admin holds them all. */
export function callerOf(r: CallerRow, sessionId: number): SessionUser {
  const known = new Set<string>(PERMISSION_KEYS);
  return {
    id: r.id,
    sessionId,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAdmin: r.is_admin,
    groupId: r.group_id,
    groupPath: r.group_path,
    mustChangePassword: r.must_change_password,
    permissions: new Set<PermissionKey>(
      r.is_admin ? PERMISSION_KEYS : (r.permissions.filter((p) => known.has(p)) as PermissionKey[]),
    ),
  };
}

/** The caller of the live session (not revoked, not expired, user enabled) that `match` selects on alias `s`. */
async function liveSession(db: Db, name: string, match: SQL): Promise<SessionUser | null> {
  const rows = await prepared<CallerRow & { session_id: number }>(
    db,
    name,
    sql`select ${callerColumns}, s.id as session_id
    from sessions s join users u on u.id = s.user_id
    where ${match} and s.revoked_at is null and s.expires_at > now() and not u.disabled`,
  );
  const r = rows[0];
  return r ? callerOf(r, r.session_id) : null;
}

/**
 * The caller behind a session id, while that session is live and its user
 * enabled: how a signed URL, fetched without the token, is checked again.
 */
export function loadSessionById(db: Db, sessionId: number): Promise<SessionUser | null> {
  return liveSession(db, 'session-by-id', sql`s.id = ${sessionId}`);
}

export function loadSession(db: Db, token: string): Promise<SessionUser | null> {
  return liveSession(db, 'session', sql`s.token_hash = ${hashToken(token)}`);
}
