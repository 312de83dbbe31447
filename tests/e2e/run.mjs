// `npm run test:e2e`: builds the SPA, starts the real server on a temporary
// data directory and a free port, runs every tests/e2e/*.spec.{mjs,ts} with
// node:test against it in Debian's Chromium, stops the server, and prints
// `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const e2eDir = path.join(root, 'tests', 'e2e');
const resultsDir = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function finish(passed, failed, note) {
  if (note) console.error(note);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'e2e-summary.json'), JSON.stringify({ passed, failed }));
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(base, server, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) return false;
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Reads node:test's TAP summary (`# pass N`, `# fail N`, `# cancelled N`). */
function tapCounts(file) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

const specs = fs
  .readdirSync(e2eDir)
  .filter((f) => /\.spec\.(mjs|ts)$/.test(f))
  // E2E_SPECS=shell,video runs only those specs (by hand; CI runs them all).
  .filter((f) => !process.env.E2E_SPECS || process.env.E2E_SPECS.split(',').some((n) => f.startsWith(`${n}.`)))
  .sort()
  .map((f) => path.join(e2eDir, f));
if (specs.length === 0) finish(0, 1, '没有找到 tests/e2e/*.spec.mjs');
if (!fs.existsSync(chromium))
  finish(0, 1, `未找到 Chromium（${chromium}）：请先运行 apt-get install -y chromium fonts-noto-cjk，或用 CHROMIUM_PATH 指定。`);

console.log('构建前端（npm run build）……');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) finish(0, 1, '前端构建失败');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-e2e-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverLog = path.join(resultsDir, 'e2e-server.log');
fs.mkdirSync(resultsDir, { recursive: true });
const logStream = fs.createWriteStream(serverLog);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(logStream);
server.stderr.pipe(logStream);
const serverExit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));

async function stopServer() {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 60_000);
    await serverExit;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`启动服务：${base}（数据目录 ${dataDir}）`);
if (!(await waitReady(base, server, 180_000))) {
  await stopServer();
  finish(0, 1, `服务未能启动，日志见 ${serverLog}`);
}

const tapFile = path.join(resultsDir, 'e2e.tap');
const args = [
  // tsx lets every spec, .mjs included, read the contract's tables (DOMAIN_IDS …).
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${tapFile}`,
  ...specs,
];
const run = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: base, E2E_RESULTS_DIR: resultsDir, CHROMIUM_PATH: chromium },
});
const runCode = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
await stopServer();
const { passed, failed } = tapCounts(tapFile);
// A crash before any test reported still counts as a failure.
finish(passed, runCode !== 0 && failed === 0 ? 1 : failed, runCode !== 0 ? `日志：${serverLog}，截图：${resultsDir}` : undefined);
