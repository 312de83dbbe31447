import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const NAMES = ['soffice', 'libreoffice'];

/** The first `soffice` or `libreoffice` executable on `pathEnv`, or null. */
export function findLibreOffice(pathEnv = process.env.PATH ?? ''): string | null {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const file = path.join(dir, name);
      try {
        fs.accessSync(file, fs.constants.X_OK);
        if (fs.statSync(file).isFile()) return file;
      } catch {
        // Not here; keep looking.
      }
    }
  }
  return null;
}

let detected: string | null | undefined;

/** LibreOffice of this process, looked up once (at start): Office files get PDF renditions when it is there. */
export function libreOffice(): string | null {
  if (detected === undefined) detected = findLibreOffice();
  return detected;
}

/** How long one conversion may take before it is given up. */
export const CONVERT_TIMEOUT_MS = 120_000;

/**
 * Converts an Office file to PDF with a headless LibreOffice in a throwaway
 * directory (its own profile, so conversions never share state). Returns the
 * PDF's bytes; throws when LibreOffice fails or produces nothing.
 */
export async function convertToPdf(binary: string, bytes: Uint8Array, ext: string, timeoutMs = CONVERT_TIMEOUT_MS) {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'aikn-office-'));
  try {
    const input = path.join(dir, `source.${ext}`);
    await fsp.writeFile(input, bytes);
    const profile = `file://${path.join(dir, 'profile')}`;
    await new Promise<void>((resolve, reject) => {
      execFile(
        binary,
        [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, input],
        { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
        (err) => (err ? reject(err) : resolve()),
      );
    });
    return await fsp.readFile(path.join(dir, 'source.pdf'));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
