import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { PostgresBlobStore } from './postgres-blob-store';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
});
afterAll(() => rt.close());

const TOTAL = 200 * 1024 * 1024;
const PIECE = 64 * 1024;
const MAX_GROWTH = 64 * 1024 * 1024;

/** `TOTAL` bytes made piece by piece as they are read (each piece numbered, so no two are equal), hashed on the way. */
function generated(hash: crypto.Hash): Readable {
  const pattern = crypto.randomBytes(PIECE);
  let made = 0;
  return new Readable({
    read() {
      if (made >= TOTAL) return void this.push(null);
      const piece = Buffer.from(pattern);
      piece.writeUInt32BE(made / PIECE, 0);
      made += PIECE;
      hash.update(piece);
      this.push(piece);
    },
  });
}

/** Runs `work` while sampling the process's resident memory; returns the largest growth over the start. */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - base;
}

describe('PostgresBlobStore with a large file', () => {
  it('puts and gets 200 MB in constant memory', { timeout: 600_000 }, async () => {
    const store = new PostgresBlobStore(rt.deps.db);
    const sent = crypto.createHash('sha256');
    let put: Awaited<ReturnType<PostgresBlobStore['put']>> | undefined;
    const writeGrowth = await peakGrowth(async () => {
      put = await store.put(generated(sent));
    });
    const expected = sent.digest('hex');
    expect(put).toMatchObject({ size: TOTAL, sha256: expected });

    const received = crypto.createHash('sha256');
    let size = 0;
    const readGrowth = await peakGrowth(async () => {
      const stream = await store.get(put!.key);
      await pipeline(
        stream!,
        new Writable({
          write(chunk: Buffer, _enc, done) {
            size += chunk.length;
            received.update(chunk);
            done();
          },
        }),
      );
    });
    expect(size).toBe(TOTAL);
    expect(received.digest('hex')).toBe(expected);
    console.log(`rss growth: put ${(writeGrowth / 1048576).toFixed(1)} MB, get ${(readGrowth / 1048576).toFixed(1)} MB`);
    expect(writeGrowth).toBeLessThan(MAX_GROWTH);
    expect(readGrowth).toBeLessThan(MAX_GROWTH);
    await store.delete(put!.key);
  });
});
