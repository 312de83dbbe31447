import fs from 'node:fs';
import path from 'node:path';

/** What the SPA build is made from: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'public', 'contract', 'index.html', 'vite.config.ts', 'package.json'];

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    // Generated route tree is rewritten by the build itself; it never makes a build stale.
    if (entry.name === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why the SPA must be (re)built, or null when dist/ is current.
 * @param {string} root repository root
 * @returns {string | null}
 */
export function buildReason(root) {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return '尚未构建前端（dist/ 不存在）';
  const builtAt = fs.statSync(built).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(root, input)) > builtAt) return `前端源文件有更新（${input}）`;
  }
  return null;
}
