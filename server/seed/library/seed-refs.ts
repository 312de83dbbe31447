import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CallerRow, callerColumns, callerOf, type SessionUser } from '../../http/session';
import { DEMO_GROUPS } from '../demo';
import type { SeedAuthor } from './catalogue';

/** Database ids and callers the library seed needs from the demo organisation. */
export interface LibraryRefs {
  user: Record<SeedAuthor, SessionUser>;
  group: (key: string) => number;
  label: (category: string, name: string) => number;
  field: (code: string) => number;
}

/** A demo account as the engine sees a signed-in caller (the seed acts as its users, with their permissions). */
async function caller(db: Db, username: SeedAuthor): Promise<SessionUser> {
  const rows = await db.execute<CallerRow>(sql`select ${callerColumns} from users u where u.username = ${username}`);
  const r = rows.rows[0];
  if (!r) throw new Error(`演示文档需要演示账号 ${username}，请先写入演示组织数据`);
  return callerOf(r, 0);
}

export async function loadLibraryRefs(db: Db): Promise<LibraryRefs> {
  const user = {
    admin: await caller(db, 'admin'),
    zhangsan: await caller(db, 'zhangsan'),
    lisi: await caller(db, 'lisi'),
  };
  const groups = (await db.execute<{ id: number; name: string }>(sql`select id, name from groups`)).rows;
  const labels = (
    await db.execute<{ id: number; name: string; parent_id: number | null }>(sql`select id, name, parent_id from labels`)
  ).rows;
  const fields = (
    await db.execute<{ id: number; code: string }>(sql`select id, code from fields where domain_id = ${DOMAIN_IDS.library}`)
  ).rows;
  return {
    user,
    group: (key) => {
      const name = DEMO_GROUPS.find((g) => g.key === key)?.name;
      const row = groups.find((g) => g.name === name);
      if (!row) throw new Error(`演示文档需要演示组织 ${key}`);
      return row.id;
    },
    label: (category, name) => {
      const root = labels.find((l) => l.parent_id === null && l.name === category);
      const row = root && labels.find((l) => l.parent_id === root.id && l.name === name);
      if (!row) throw new Error(`演示文档需要标签 ${category}/${name}`);
      return row.id;
    },
    field: (code) => {
      const row = fields.find((f) => f.code === code);
      if (!row) throw new Error(`演示文档需要文档字段 ${code}`);
      return row.id;
    },
  };
}
