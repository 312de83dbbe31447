import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { fieldView } from '../../../contract/custom-fields';
import type { Db } from '../../db/client';

type FieldView = z.infer<typeof fieldView>;

type FieldRow = {
  id: number;
  domain_id: number;
  code: string;
  name: string;
  type: FieldView['type'];
  options: string[];
  required: boolean;
};

const toView = (r: FieldRow): FieldView => ({
  id: r.id,
  domainId: r.domain_id,
  code: r.code,
  name: r.name,
  type: r.type,
  options: r.options,
  required: r.required,
});

/** Every custom field of a domain, in configured order. */
export async function listFields(db: Db, domainId: number): Promise<FieldView[]> {
  const rows = await db.execute<FieldRow>(sql`
    select id, domain_id, code, name, type, options, required from fields
    where domain_id = ${domainId} order by sort, id`);
  return rows.rows.map(toView);
}

/**
 * The fields a user chose for a domain, in the user's order; a user who chose
 * none sees every field of the domain.
 */
export async function listUserFields(db: Db, userId: number, domainId: number): Promise<FieldView[]> {
  const rows = await db.execute<FieldRow>(sql`
    select f.id, f.domain_id, f.code, f.name, f.type, f.options, f.required
    from user_fields uf join fields f on f.id = uf.field_id
    where uf.user_id = ${userId} and f.domain_id = ${domainId}
    order by uf.sort, f.sort, f.id`);
  return rows.rows.length > 0 ? rows.rows.map(toView) : listFields(db, domainId);
}
