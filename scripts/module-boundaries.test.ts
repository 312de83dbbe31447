import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** Returns `side/modules/<name>` for a file inside a module folder. */
function moduleOf(file: string): string | null {
  const rel = path.relative(ROOT, file).split(path.sep);
  const i = rel.indexOf('modules');
  return i >= 0 && rel.length > i + 2 ? rel.slice(0, i + 2).join('/') : null;
}

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  if (spec.startsWith('@/')) return path.join(ROOT, 'src', spec.slice(2));
  return null;
}

/** ARCHITECTURE §2, §7.7: a module imports contract/, shared/ and itself, never another module. */
function boundaryViolations(): string[] {
  const out: string[] = [];
  for (const file of [...filesUnder(path.join(ROOT, 'server/modules')), ...filesUnder(path.join(ROOT, 'src/modules'))]) {
    out.push(...violationsIn(file, fs.readFileSync(file, 'utf8')));
  }
  return out;
}

function violationsIn(file: string, text: string): string[] {
  const own = moduleOf(file);
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2];
    const target = resolveImport(file, spec);
    const other = target ? moduleOf(target) : null;
    if (other && other !== own) out.push(`${path.relative(ROOT, file)} imports ${spec}`);
  }
  return out;
}

/** ARCHITECTURE §2: the seed uses engines and modules; nothing but the process start (and tests) uses the seed. */
function seedImports(): string[] {
  const seed = path.join(ROOT, 'server/seed');
  const out: string[] = [];
  for (const file of filesUnder(path.join(ROOT, 'server'))) {
    if (file.startsWith(seed + path.sep) || /\.test\.ts$|[/\\]test[/\\]|bootstrap\.ts$/.test(file)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && (target === seed || target.startsWith(seed + path.sep)))
        out.push(`${path.relative(ROOT, file)} imports ${m[1] ?? m[2]}`);
    }
  }
  return out;
}

describe('module boundaries', () => {
  it('keeps engines and modules from importing the seed', () => {
    expect(seedImports()).toEqual([]);
  });

  it('detects an import of another module', () => {
    const file = path.join(ROOT, 'server/modules/wiki/wiki.service.ts');
    expect(violationsIn(file, "import { x } from '../auth/auth.service';")).toHaveLength(1);
    expect(violationsIn(file, "import { y } from './wiki.policy';\nimport { z } from '../../lib/user-view';")).toEqual([]);
  });

  it('keeps every module from importing another module', () => {
    expect(boundaryViolations()).toEqual([]);
  });
});
