import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The tables a schema file defines (`pgTable('name', …)`). */
export function tablesOf(schemaText: string): string[] {
  return [...schemaText.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]);
}

/** Every module-owned table with its module, from the schema files `owners` names. */
export function moduleTables(owners: Readonly<Record<string, string | null>>, dir = 'server/db/schema'): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, owner] of Object.entries(owners)) {
    if (!owner) continue;
    for (const t of tablesOf(fs.readFileSync(path.join(ROOT, dir, file), 'utf8'))) out.set(t, owner);
  }
  return out;
}

/**
 * Places where a file's SQL names a module's table: the table after a
 * keyword that reads or writes it (from, join, into, update), so prose in
 * comments naming a table is no violation.
 */
export function moduleTablesIn(file: string, text: string, tables: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [table, owner] of tables) {
    if (new RegExp(`\\b(?:from|join|into|update)\\s+${table}\\b`, 'i').test(text)) {
      found.push(`${file} names ${table} in its SQL: a table of the ${owner} module (register a provider instead)`);
    }
  }
  return found;
}

/** The tables of the schema files with the name each is exported under (`export const x = pgTable('name', …)`). */
export function schemaTables(dir = 'server/db/schema'): { table: string; name: string }[] {
  return fs
    .readdirSync(path.join(ROOT, dir))
    .flatMap((f) =>
      [...fs.readFileSync(path.join(ROOT, dir, f), 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'([a-z0-9_]+)'/g)].map(
        (m) => ({ name: m[1], table: m[2] }),
      ),
    );
}

/**
 * Tables no production file reads or writes: neither its SQL names the table
 * (after from, join, into, update, delete from), nor its code the exported
 * table or the table's name handed to an engine (`table: 'bbs_post_files'`). A table only the seed or the tests touch is dead weight in every
 * migration and backup.
 */
export function unusedTables(tables: { table: string; name: string }[], sources: { file: string; text: string }[]): string[] {
  return tables
    .filter(({ table, name }) => {
      const inSql = new RegExp(`\\b(?:from|join|into|update)\\s+${table}\\b`, 'i');
      const inCode = new RegExp(`\\b${name}\\b|'${table}'`);
      return !sources.some(({ text }) => inSql.test(text) || inCode.test(text));
    })
    .map(({ table }) => `${table}: no production code reads or writes it`);
}
