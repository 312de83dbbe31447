// `npm run bench:page-load [-- --url http://127.0.0.1:8878] [--user zhangsan]`: what the
// first screens fetch. Builds the SPA when dist/ is stale, starts the server on a
// temporary data directory (or uses --url), and loads `/webaikn/#/login` and, signed
// in as a demo user, `/webaikn/#/index` in Chromium with a cold cache. Prints every
// JS and CSS file (transfer, decoded and gzip size, the source areas it carries) and
// the totals. Exits 1 when `/login` is over its ceiling or carries a module's code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildReason } from '../scripts/build-state.mjs';
import {
  disposeServer,
  REPO_ROOT,
  type ServerProcess,
  signIn,
  spawnServer,
  tempDataDir,
  waitReady,
} from '../server/test/platform/server-process';
import {
  foreignModules,
  formatAssets,
  LOGIN_JS_CEILING,
  LOGIN_JS_TARGET,
  LOGIN_MODULES,
  launchChromium,
  measurePage,
  readChunkMap,
  totals,
} from './page-weight';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

function buildIfStale() {
  const reason =
    buildReason(REPO_ROOT) ?? (fs.existsSync(path.join(REPO_ROOT, 'dist/.vite/chunks.json')) ? null : '缺少构建的分块清单');
  if (!reason) return;
  console.log(`${reason}，正在构建前端……`);
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('前端构建失败');
}

async function main() {
  const url = arg('--url');
  const user = arg('--user') ?? 'zhangsan';
  if (!url) buildIfStale();
  const dataDir = url ? '' : tempDataDir('page-load');
  let server: ServerProcess | undefined;
  const browser = await launchChromium();
  try {
    if (!url) {
      console.log('正在启动服务……');
      server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      await waitReady(server, 600_000);
    }
    const base = url ?? server!.base;
    const chunks = readChunkMap(path.join(REPO_ROOT, 'dist'));

    const login = await measurePage(browser, `${base}/webaikn/#/login`, {
      chunks,
      ready: (page) => page.getByRole('button', { name: '登录', exact: true }).waitFor(),
    });
    console.log(formatAssets('/login（未登录，冷缓存）', login));

    const token = await signIn(base, user, process.env.AIKN_DEMO_PASSWORD ?? 'Aikn@2026');
    const home = await measurePage(browser, `${base}/webaikn/#/index`, {
      chunks,
      // What a sign-in leaves behind (shared/lib/token.ts): the token in local storage and in the cookie.
      prepare: async (context) => {
        await context.addCookies([{ name: 'access_token', value: encodeURIComponent(token), url: base }]);
        await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
      },
      ready: (page) => page.getByLabel('通知未读').waitFor({ timeout: 60_000 }),
    });
    console.log(`\n${formatAssets(`/index（${user} 已登录，冷缓存）`, home)}`);

    const js = totals(login, 'js').gzip;
    const foreign = foreignModules(login, LOGIN_MODULES);
    console.log(
      `\n/login JavaScript gzip ${(js / 1024).toFixed(1)} KB（目标 ${LOGIN_JS_TARGET / 1024} KB，上限 ${LOGIN_JS_CEILING / 1024} KB）；` +
        `登录页携带的业务模块：${foreign.length ? foreign.join('、') : '无'}`,
    );
    if (js > LOGIN_JS_CEILING || foreign.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    if (!url) await disposeServer(server, dataDir);
  }
}

await main();
