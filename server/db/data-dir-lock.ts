import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live server process holds the data directory. */
export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A lock left by a process that
 * no longer runs (killed with SIGKILL) is taken over; a live one is refused,
 * so two servers never share one embedded cluster.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirBusyError(
          `数据目录 ${dataDir} 正被另一个服务进程（PID ${pid}）使用。请先停止该进程，或用 DATA_DIR 指定另一个目录。`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirBusyError(`无法锁定数据目录 ${dataDir}`);
}

export { isAlive };
