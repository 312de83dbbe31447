import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason } from './build-state.mjs';

function write(root: string, rel: string, at: number) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, rel);
  fs.utimesSync(file, at / 1000, at / 1000);
}

describe('npm start build check', () => {
  const roots: string[] = [];
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-build-'));
    roots.push(root);
    write(root, 'index.html', 1_000_000);
    write(root, 'src/main.tsx', 1_000_000);
    write(root, 'contract/auth/auth.ts', 1_000_000);
    return root;
  };
  afterEach(() => {
    for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
  });

  it('builds when dist/ is missing', () => {
    expect(buildReason(project())).toContain('dist/');
  });

  it('does not build when dist/ is newer than every source', () => {
    const root = project();
    write(root, 'dist/index.html', 2_000_000);
    expect(buildReason(root)).toBeNull();
  });

  it('rebuilds when a nested source or the contract changed after the build', () => {
    const root = project();
    write(root, 'dist/index.html', 2_000_000);
    write(root, 'src/modules/auth/screens/login-screen.tsx', 3_000_000);
    expect(buildReason(root)).toContain('src');
    const other = project();
    write(other, 'dist/index.html', 2_000_000);
    write(other, 'contract/admin/admin.ts', 3_000_000);
    expect(buildReason(other)).toContain('contract');
  });

  it('ignores the route tree the build itself regenerates', () => {
    const root = project();
    write(root, 'dist/index.html', 2_000_000);
    write(root, 'src/routeTree.gen.ts', 3_000_000);
    expect(buildReason(root)).toBeNull();
  });
});
