import type { PermissionKey } from '@contract/platform/permissions';
import { sql } from 'drizzle-orm';
import type { TestRuntime } from './harness';

/** Gives a user an extra role, named `roleName`, holding exactly `keys`. */
export async function grantKeys(rt: TestRuntime, username: string, roleName: string, keys: PermissionKey[]) {
  await rt.deps.db.execute(sql`
    with r as (insert into roles (name, permissions) values (${roleName}, ${sql.param(keys)}::text[]) returning id)
    insert into user_roles (user_id, role_id) select u.id, r.id from users u, r where u.username = ${username}`);
}
