import { DOMAIN_IDS } from '@contract/platform/domains';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fields, groups, labels, users } from '../../db/schema/index';
import { DEMO_GROUPS } from '../demo';
import type { AuthorKey, GroupKey } from './types';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Database ids of the seeded reference rows the content points at. */
export interface Refs {
  user: Record<AuthorKey, number>;
  group: Record<GroupKey, number>;
  label: (category: string, name: string) => number;
  field: { scope: number; effectiveDate: number; version: number };
}

export async function loadRefs(tx: Tx): Promise<Refs> {
  const userRows = await tx.select({ id: users.id, username: users.username }).from(users);
  const user = {} as Record<AuthorKey, number>;
  for (const u of ['admin', 'zhangsan', 'lisi', 'wangwu'] as const) {
    const row = userRows.find((r) => r.username === u);
    if (!row) throw new Error(`演示内容需要演示账号 ${u}，请先写入演示组织数据`);
    user[u] = row.id;
  }
  const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups);
  const group = {} as Record<GroupKey, number>;
  for (const g of DEMO_GROUPS) {
    const row = groupRows.find((r) => r.name === g.name);
    if (!row) throw new Error(`演示内容需要演示组织 ${g.name}`);
    if (g.key !== 'root') group[g.key as GroupKey] = row.id;
  }
  const roots = await tx.select({ id: labels.id, name: labels.name }).from(labels).where(isNull(labels.parentId));
  const all = await tx.select({ id: labels.id, name: labels.name, parentId: labels.parentId }).from(labels);
  const label = (category: string, name: string) => {
    const root = roots.find((r) => r.name === category);
    const row = root && all.find((l) => l.parentId === root.id && l.name === name);
    if (!row) throw new Error(`演示内容需要标签 ${category}/${name}`);
    return row.id;
  };
  const fieldRows = await tx
    .select({ id: fields.id, code: fields.code })
    .from(fields)
    .where(eq(fields.domainId, DOMAIN_IDS.wiki));
  const fieldId = (code: string) => {
    const row = fieldRows.find((f) => f.code === code);
    if (!row) throw new Error(`演示内容需要词条字段 ${code}`);
    return row.id;
  };
  return {
    user,
    group,
    label,
    field: { scope: fieldId('scope'), effectiveDate: fieldId('effectiveDate'), version: fieldId('version') },
  };
}
