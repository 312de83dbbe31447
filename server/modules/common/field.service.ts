import type { fieldView } from '@contract/common/custom-fields';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fields, userFields } from '../../db/schema/index';

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

const uf = alias(userFields, 'uf');
const f = alias(fields, 'f');

/** The columns of a field as `FieldRow` names them. */
const COLUMNS = sql`${f.id}, ${f.domainId}, ${f.code}, ${f.name}, ${f.type}, ${f.options}, ${f.required}`;

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
    select ${COLUMNS} from ${fields} ${f}
    where ${f.domainId} = ${domainId} order by ${f.sort}, ${f.id}`);
  return rows.rows.map(toView);
}

/**
 * The fields a user chose for a domain, in the user's order; a user who chose
 * none sees every field of the domain.
 */
export async function listUserFields(db: Db, userId: number, domainId: number): Promise<FieldView[]> {
  const rows = await db.execute<FieldRow>(sql`
    select ${COLUMNS}
    from ${userFields} ${uf} join ${fields} ${f} on ${f.id} = ${uf.fieldId}
    where ${uf.userId} = ${userId} and ${f.domainId} = ${domainId}
    order by ${uf.sort}, ${f.sort}, ${f.id}`);
  return rows.rows.length > 0 ? rows.rows.map(toView) : listFields(db, domainId);
}
