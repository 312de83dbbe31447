import fs from 'node:fs';
import path from 'node:path';

/** The repository root: every path below is relative to it, with forward slashes. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** One import (or re-export, dynamic import, vi.mock) written in a file. */
export interface ImportEdge {
  from: string;
  /** The imported file (repo-relative), or null for a package. */
  to: string | null;
  spec: string;
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|vi\.mock\(\s*['"]([^'"]+)['"]/gm;
const SOURCE_RE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'migrations', '.git']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

/** Source files (repo-relative) under the given top-level folders, declaration files left out. */
export function sourceFiles(dirs: string[]): string[] {
  const walk = (abs: string): string[] =>
    fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(abs, e.name);
      if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : walk(p);
      return SOURCE_RE.test(e.name) && !e.name.endsWith('.d.ts') ? [rel(p)] : [];
    });
  return dirs.flatMap((d) => (fs.existsSync(path.join(ROOT, d)) ? walk(path.join(ROOT, d)) : []));
}

/** The file an import names, with the extension the resolver would add; the bare path when none exists. */
function resolveFile(abs: string): string {
  for (const ext of EXTENSIONS) {
    const p = abs + ext;
    if (fs.existsSync(p) && fs.statSync(p).isFile()) return rel(p);
  }
  return rel(abs);
}

/** Resolves a specifier as Vite and tsconfig do: relative paths, `@/` (src) and `@contract/`. */
export function resolveSpec(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return resolveFile(path.resolve(ROOT, path.dirname(from), spec));
  if (spec.startsWith('@/')) return resolveFile(path.join(ROOT, 'src', spec.slice(2)));
  if (spec === '@contract' || spec.startsWith('@contract/')) return resolveFile(path.join(ROOT, 'contract', spec.slice(10)));
  return null;
}

/** The imports written in one file's text. */
export function importsOf(from: string, text: string): ImportEdge[] {
  return [...text.matchAll(IMPORT_RE)].map((m) => {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    return { from, to: resolveSpec(from, spec), spec };
  });
}

/** Every import of every source file under the given folders. */
export function importGraph(dirs: string[]): ImportEdge[] {
  return sourceFiles(dirs).flatMap((f) => importsOf(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
}
