import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's cores went during a run (Linux /proc): the servers
 * under test, the bench itself (users, proxy, hashing) and everything else
 * (PostgreSQL, the servers' extraction workers, other users of this shared
 * machine). On two cores this explains the throughput figures better than
 * any of them alone.
 */

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds of a process so far (user + system), or null once it is gone. */
function processSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine so far (all cores; idle and I/O wait excluded). */
function machineBusySeconds(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - n[3]! - n[4]!) / TICKS;
}

export interface CpuShare {
  cores: number;
  /** Cores in use on average over the run, by whom. */
  machine: number;
  servers: number;
  bench: number;
  other: number;
}

/** Starts measuring; the returned function ends it. A server killed midway counts up to its last sample. */
export function cpuMeter(serverPids: number[]): () => CpuShare {
  const t0 = performance.now();
  const machine0 = machineBusySeconds();
  const bench0 = process.cpuUsage();
  const first = new Map(serverPids.map((pid) => [pid, processSeconds(pid) ?? 0]));
  const last = new Map(first);
  const sample = () => {
    for (const pid of serverPids) {
      const s = processSeconds(pid);
      if (s !== null) last.set(pid, s);
    }
  };
  const timer = setInterval(sample, 1_000);
  return () => {
    clearInterval(timer);
    sample();
    const seconds = (performance.now() - t0) / 1000;
    const bench = process.cpuUsage(bench0);
    const servers = serverPids.reduce((sum, pid) => sum + (last.get(pid)! - first.get(pid)!), 0) / seconds;
    const benchCores = (bench.user + bench.system) / 1e6 / seconds;
    const machine = (machineBusySeconds() - machine0) / seconds;
    return { cores: os.cpus().length, machine, servers, bench: benchCores, other: Math.max(0, machine - servers - benchCores) };
  };
}
