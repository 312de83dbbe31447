import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema/index';

/** The name of every table the Drizzle schema defines. */
export function schemaTableNames(): Set<string> {
  const names = new Set<string>();
  for (const value of Object.values(schema)) {
    try {
      names.add(getTableConfig(value as PgTable).name);
    } catch {
      // Not a table (relations, enums, types).
    }
  }
  return names;
}

/** Skips a `${…}` expression from its `{`, through nested braces and templates; answers the index after its `}`. */
function skipExpression(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    else if (c === '`') i = templateEnd(text, i + 1).end - 1;
  }
  return text.length;
}

/** The literal text of a template starting after its backtick (expressions replaced by a space), and where it ends. */
function templateEnd(text: string, from: number): { literal: string; end: number } {
  let literal = '';
  let i = from;
  while (i < text.length && text[i] !== '`') {
    if (text[i] === '\\') {
      literal += text[i + 1];
      i += 2;
    } else if (text[i] === '$' && text[i + 1] === '{') {
      literal += ' ';
      i = skipExpression(text, i + 1);
    } else literal += text[i++];
  }
  return { literal, end: i + 1 };
}

/** The literal text of every `sql\`…\`` template in a source file, with its line. */
export function sqlTemplates(text: string): { line: number; literal: string }[] {
  const out: { line: number; literal: string }[] = [];
  for (const m of text.matchAll(/\bsql`/g)) {
    const start = (m.index ?? 0) + m[0].length;
    out.push({ line: text.slice(0, start).split('\n').length, literal: templateEnd(text, start).literal });
  }
  return out;
}

/**
 * Places where a file's raw SQL spells a table as text instead of
 * `${table}` / `${table.column}` from the schema (issue 29 §5): renaming the
 * table or a column in the schema must fail the type check, not the statement.
 */
export function plainTableNames(file: string, text: string, tables: ReadonlySet<string>): string[] {
  return sqlTemplates(text).flatMap(({ line, literal }) =>
    [...tables]
      .filter((t) => new RegExp(`(?<![\\w'"])${t}(?![\\w'"])`).test(literal))
      .map((t) => `${file}:${line} spells ${t} in its SQL: use the schema's table and columns`),
  );
}
