// `npm run bench:graph-render [-- --elements 1000,3000] [--seconds 3] [--screenshots DIR]`: the
// knowledge graph drawing's cost in Chromium (playwright-core, /usr/bin/chromium).
// A test-only page (bench/graph-render/) draws generated graphs with the
// product's own GraphCanvas; the bench prints the time until the first layout
// stopped and the frame times while panning and zooming (requestAnimationFrame).
// It also prints the JavaScript chunks that carry cytoscape, from the app's
// build (dist/, built first when missing), and that the first screen has none.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { areaOf, launchChromium, readChunkMap } from './page-weight';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Goals of issue 15. */
const LAYOUT_GOAL_MS = 1_500;
const FPS_GOAL = 30;

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function buildHarness(outDir: string) {
  await build({
    configFile: false,
    root: path.join(ROOT, 'bench/graph-render'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: { '@contract': path.join(ROOT, 'contract'), '@': path.join(ROOT, 'src') },
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}

/** A static file server over the harness build, on a free loopback port. */
function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/**
 * Page script: pans on odd frames and zooms in and out about the centre on
 * even ones for `ms`, returning each frame's time. A string, because tsx's
 * name-keeping helpers do not exist inside the page.
 */
const panZoomScript = (ms: number) => `new Promise((resolve) => {
  const cy = window.benchCy;
  const out = [];
  let t0 = 0, last = 0, i = 0;
  const step = (t) => {
    if (t0 === 0) t0 = t; else out.push(t - last);
    last = t;
    i++;
    if (i % 2) cy.panBy({ x: i % 200 < 100 ? 6 : -6, y: 3 * Math.sign(Math.sin(i / 40)) });
    else cy.zoom({ level: cy.zoom() * (i % 120 < 60 ? 1.01 : 0.99), renderedPosition: { x: 683, y: 450 } });
    if (t - t0 < ${ms}) requestAnimationFrame(step); else resolve(out);
  };
  requestAnimationFrame(step);
})`;

async function measureDrawing(base: string, elements: number[], seconds: number) {
  const browser = await launchChromium();
  try {
    for (const n of elements) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(`${base}/index.html?elements=${n}`);
      await page.waitForFunction(() => window.benchLayoutMs !== undefined, undefined, { timeout: 120_000 });
      const laid = await page.evaluate(() => ({
        ms: window.benchLayoutMs as number,
        startMs: window.benchLayoutStartMs ?? 0,
        nodes: window.benchCy?.nodes().length ?? 0,
        edges: window.benchCy?.edges().length ?? 0,
      }));
      const frames = (await page.evaluate(panZoomScript(seconds * 1000))) as number[];
      const total = frames.reduce((a, b) => a + b, 0);
      const fps = (frames.length / total) * 1000;
      console.log(
        `${n.toLocaleString('en-US')} 个元素（${laid.nodes} 节点，${laid.edges} 关系）：布局完成 ${laid.ms.toFixed(0)} ms（其中建图 ${laid.startMs.toFixed(0)} ms，布局计算 ${(laid.ms - laid.startMs).toFixed(0)} ms）` +
          `（目标 ≤ ${LAYOUT_GOAL_MS} ms：${laid.ms <= LAYOUT_GOAL_MS ? '达到' : '未达到'}）；平移缩放 ${frames.length} 帧，` +
          `平均 ${fps.toFixed(1)} 帧/秒，帧时间 p50 ${pct(frames, 50).toFixed(1)} ms，p95 ${pct(frames, 95).toFixed(1)} ms，` +
          `最长 ${Math.max(...frames).toFixed(1)} ms（目标 ≥ ${FPS_GOAL} 帧/秒：${fps >= FPS_GOAL ? '达到' : '未达到'}）`,
      );
      const shots = arg('--screenshots');
      if (shots) {
        await page.evaluate('window.benchCy.fit(undefined, 40)');
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(shots, `graph-render-${n}.png`) });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** The app's chunks that carry cytoscape, and the first screen's files (index.html's entry and preloads) that must not. */
function chunkReport() {
  const dist = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, '.vite', 'chunks.json'))) {
    console.log('dist/ 中没有构建结果，先构建（npx vite build）……');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const chunks = readChunkMap(dist);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const withCy = (file: string) => (chunks[file] ?? []).some((s) => areaOf(s) === 'cytoscape');
  const firstTotal = first.reduce((a, f) => a + gz(f), 0);
  console.log(
    `首屏（index.html 的入口与预加载，/login 共用）JS：${first.length} 个文件，gzip ${kb(firstTotal)}，含 cytoscape 的：${first.filter(withCy).length} 个`,
  );
  for (const [file] of Object.entries(chunks).filter(([f]) => withCy(f))) {
    const areas = [...new Set((chunks[file] ?? []).map(areaOf))].filter((a) => a !== 'cytoscape').sort();
    console.log(`含 cytoscape 的分块 ${file}：gzip ${kb(gz(file))}，同块代码：${areas.join('、') || '（仅 cytoscape）'}`);
  }
}

async function main() {
  const elements = (arg('--elements') ?? '1000,3000').split(',').map(Number);
  const seconds = Number(arg('--seconds') ?? 3);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-graph-render-'));
  console.log('正在构建绘制基准页（bench/graph-render，使用产品的 GraphCanvas）……');
  await buildHarness(out);
  const server = await serve(out);
  try {
    const { port } = server.address() as AddressInfo;
    await measureDrawing(`http://127.0.0.1:${port}`, elements, seconds);
  } finally {
    server.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
  chunkReport();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
