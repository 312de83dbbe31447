import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { graphImport } from '@contract/graph/graph-import';
import { wikiSave } from '@contract/wiki/wiki';
import { largeSheetXlsx } from '../server/test/files/large-sheet';
import { callServer, REPO_ROOT, signIn, spawnServer, tempDataDir, waitReady } from '../server/test/platform/server-process';

/**
 * Robustness figures of issue 11, run by hand (`npm run bench:robustness`):
 * the server's resident memory while four large videos upload at once
 * (they used to be buffered whole: 247 MB → 1.7 GB), and how long /healthz
 * waits while a hostile rich-text save (`<p><b>` × 50,000) is handled (it
 * used to hold the event loop ~10 s), and while a graph import workbook of
 * 800,000 rows is refused (issue 27: it held the loop ~21 s, +800 MB).
 * Starts its own server on a temporary data directory and removes it afterwards.
 */
const UPLOADS = 4;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 190);
const PASSWORD = process.env.AIKN_DEMO_PASSWORD ?? 'Aikn@2026';
const CLIP = path.join(REPO_ROOT, 'server/seed/videos/files/onboarding.mp4');

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

/** Samples a process's memory every 50 ms until stopped; returns the peak. */
function sampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Streams one multipart video upload of `mb` megabytes (a real MP4 head, then padding) without holding it. */
function uploadVideo(base: string, token: string, mb: number): Promise<number> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n压测视频\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const clip = fs.readFileSync(CLIP);
  const chunk = Buffer.alloc(1024 * 1024);
  const chunks = Math.max(0, mb - Math.ceil(clip.length / chunk.length));
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/aikn-app/video/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(head);
    req.write(clip);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

/** Longest /healthz answer while `work` runs, polled back to back. */
async function healthzStall(base: string, work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  let worst = 0;
  while (!done) {
    const t0 = performance.now();
    await fetch(`${base}/healthz`);
    worst = Math.max(worst, performance.now() - t0);
  }
  return worst;
}

async function main() {
  const dataDir = tempDataDir('bench-robustness');
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', AIKN_UPLOAD_MAX_MB: String(UPLOAD_MB + 10) });
  try {
    await waitReady(server);
    const pid = server.child.pid ?? 0;
    const token = await signIn(server.base, 'zhangsan', PASSWORD);
    const idle = rssMb(pid);
    const stop = sampler(pid);
    const t0 = performance.now();
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, () => uploadVideo(server.base, token, UPLOAD_MB)));
    const peak = stop();
    console.log(
      `${UPLOADS} 个 ${UPLOAD_MB} MB 视频同时上传：状态 ${statuses.join('/')}，用时 ${((performance.now() - t0) / 1000).toFixed(1)} s，` +
        `服务内存 空闲 ${idle.toFixed(0)} MB，峰值 ${peak.toFixed(0)} MB`,
    );

    const hostile = '<p><b>'.repeat(50_000);
    const t1 = performance.now();
    const save = callServer(server.base, wikiSave, { title: '嵌套压测', content: hostile }, { token });
    const stall = await healthzStall(server.base, save);
    const answer = await save;
    console.log(
      `保存 <p><b> × 50,000（${(hostile.length / 1024).toFixed(0)} KB）：${answer.status} ${answer.body.message}，` +
        `用时 ${(performance.now() - t1).toFixed(0)} ms，期间 /healthz 最长 ${stall.toFixed(0)} ms`,
    );

    const admin = await signIn(server.base, 'admin', PASSWORD);
    const sheet = largeSheetXlsx('节点', ['名称', '类别'], 800_000);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sheet)], 'big.xlsx'));
    const before = rssMb(pid);
    const stopSheet = sampler(pid);
    const t2 = performance.now();
    const upload = fetch(`${server.base}${graphImport.path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    }).then(async (r) => ({ status: r.status, message: ((await r.json()) as { message: string }).message }));
    const sheetStall = await healthzStall(server.base, upload);
    const refused = await upload;
    console.log(
      `图谱导入 800,000 行的 XLSX（${(sheet.length / 1048576).toFixed(1)} MB）：${refused.status} ${refused.message}，` +
        `用时 ${(performance.now() - t2).toFixed(0)} ms，期间 /healthz 最长 ${sheetStall.toFixed(0)} ms，` +
        `服务内存 ${before.toFixed(0)} → 峰值 ${stopSheet().toFixed(0)} MB`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
