// `npm start`: builds the SPA when dist/ is missing or older than its sources,
// then runs the server in this process (TypeScript through tsx's loader).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildReason } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

function buildSpa() {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.warn('未找到 index.html：跳过前端构建，只启动 API 服务。');
    return;
  }
  const reason = buildReason(root);
  if (!reason) return;
  console.log(`${reason}，正在构建前端……`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('前端构建失败，请查看上面的错误信息（可单独运行 npm run build 重试）。');
    process.exit(result.status ?? 1);
  }
}

buildSpa();
process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
