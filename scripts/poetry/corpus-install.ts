import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The chinese-poetry corpus, installed on demand into DATA_DIR/.cache (never
 * into the project's dependencies): read by `npm run import:poetry` and by
 * `npm run bench:sensitive` (false positives on classical text).
 */
const PACKAGE = 'chinese-poetry@2.0.1';

/** The corpus' data folder, installing the package into the cache first when needed. */
export function corpusDir(dataDir: string): string {
  const cache = path.join(dataDir, '.cache', 'chinese-poetry');
  const dist = path.join(cache, 'node_modules', 'chinese-poetry', 'dist');
  if (fs.existsSync(path.join(dist, 'quantangshi'))) return dist;
  console.log(`正在安装诗词数据包 ${PACKAGE}（约 85 MB，只装到 ${cache}）……`);
  fs.mkdirSync(cache, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(
    npm,
    ['install', '--prefix', cache, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', PACKAGE],
    { stdio: 'inherit' },
  );
  if (r.status !== 0 || !fs.existsSync(path.join(dist, 'quantangshi'))) {
    console.error(`安装 ${PACKAGE} 失败：请检查网络或 npm 源配置后重试。`);
    process.exit(1);
  }
  return dist;
}
