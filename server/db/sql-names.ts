import { type Column, type Name, sql } from 'drizzle-orm';

/**
 * A column's own name, unqualified, for the places SQL refuses a table
 * prefix: an insert's column list, an update's `set`, `on conflict (…)`.
 * Elsewhere `${table.column}` renders `"table"."column"` and an alias's
 * column `"alias"."column"`, while `${alias}` renders the alias's name
 * alone, so a raw statement writes `from ${table} ${alias}` (issue 29 §5:
 * a renamed column fails the type check instead of the statement).
 */
export const bare = (column: Column): Name => sql.identifier(column.name);
