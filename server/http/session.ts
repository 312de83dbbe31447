import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PERMISSION_KEYS, type PermissionKey } from '../../contract/permissions';
import type { Db } from '../db/client';

/** The caller, resolved from the bearer token on every request. */
export interface SessionUser {
  id: number;
  sessionId: number;
  username: string;
  nickname: string;
  type: number;
  isAdmin: boolean;
  groupId: number | null;
  permissions: Set<PermissionKey>;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Reads the token from `Authorization: Bearer` only; cookies are never trusted for auth. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return m ? m[1] : null;
}

export async function loadSession(db: Db, token: string): Promise<SessionUser | null> {
  const rows = await db.execute<{
    id: number;
    session_id: number;
    username: string;
    nickname: string;
    type: number;
    is_admin: boolean;
    group_id: number | null;
    permissions: string[];
  }>(sql`
    select u.id, s.id as session_id, u.username, u.nickname, u.type, u.is_admin, u.group_id,
      coalesce((select array_agg(distinct p) from user_roles ur join roles r on r.id = ur.role_id,
                unnest(r.permissions) p where ur.user_id = u.id), '{}') as permissions
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now() and not u.disabled`);
  const r = rows.rows[0];
  if (!r) return null;
  const known = new Set<string>(PERMISSION_KEYS);
  const permissions = new Set<PermissionKey>(
    r.is_admin ? PERMISSION_KEYS : (r.permissions.filter((p) => known.has(p)) as PermissionKey[]),
  );
  return {
    id: r.id,
    sessionId: r.session_id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAdmin: r.is_admin,
    groupId: r.group_id,
    permissions,
  };
}
