import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fields, userFields } from '../../db/schema/index';
import { badRequest } from '../../http/errors';

const uf = alias(userFields, 'uf');
const f = alias(fields, 'f');

/** Ids of the fields a user chose to show for a domain, in the user's order (empty = none chosen). */
export async function selectAttentionFields(db: Db, userId: number, domainId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select ${f.id} from ${userFields} ${uf} join ${fields} ${f} on ${f.id} = ${uf.fieldId}
    where ${uf.userId} = ${userId} and ${f.domainId} = ${domainId}
    order by ${uf.sort}, ${f.id}`);
  return rows.rows.map((r) => r.id);
}

/**
 * Replaces the user's chosen fields of one domain. Every id must be a field
 * of that domain; duplicates keep their first position.
 */
export async function saveAttentionFields(db: Db, userId: number, domainId: number, fieldIds: number[]): Promise<number[]> {
  const ids = [...new Set(fieldIds)];
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      const found = await tx
        .select({ id: fields.id })
        .from(fields)
        .where(and(eq(fields.domainId, domainId), inArray(fields.id, ids)));
      if (found.length !== ids.length) throw badRequest('字段：包含不属于该知识域的字段');
    }
    await tx.execute(sql`
      delete from ${userFields} ${uf} using ${fields} ${f}
      where ${f.id} = ${uf.fieldId} and ${uf.userId} = ${userId} and ${f.domainId} = ${domainId}`);
    if (ids.length > 0) await tx.insert(userFields).values(ids.map((fieldId, sort) => ({ userId, fieldId, sort })));
    return ids;
  });
}
