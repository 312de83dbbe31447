import {
  disposeServer,
  type ServerProcess,
  spawnServer,
  tempDataDir,
  waitReady,
} from '../../server/test/platform/server-process';

/** One server process of the cluster under test. */
export interface ClusterServer {
  /** 1-based, as the printed figures name it (服务 1 …). */
  number: number;
  process: ServerProcess;
  dataDir: string;
  killed: boolean;
}

/**
 * The real server processes on one database, as an operator would run them:
 * each with the PostgreSQL blob store and a data directory of its own, so
 * nothing but the database is shared between them.
 */
export class Cluster {
  readonly servers: ClusterServer[] = [];

  constructor(private readonly databaseUrl: string) {}

  /** Servers asked for so far: numbers are handed out before the (parallel) starts finish. */
  private started = 0;

  private async startOne(readyWithinMs: number): Promise<ClusterServer> {
    const number = ++this.started;
    const dataDir = tempDataDir(`bench-scale-${number}`);
    const process = await spawnServer({
      DATABASE_URL: this.databaseUrl,
      AIKN_BLOB_STORE: 'postgres',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const server: ClusterServer = { number, process, dataDir, killed: false };
    // Registered before it is ready, so a failed start is still stopped and cleaned up; kept in number order.
    this.servers.push(server);
    this.servers.sort((a, b) => a.number - b.number);
    await waitReady(process, readyWithinMs);
    return server;
  }

  /** The first server migrates the empty database and seeds the demo data (a minute or more here), so it starts alone. */
  startFirst(): Promise<ClusterServer> {
    return this.startOne(900_000);
  }

  /** The others find the schema and the data in place, and start together. */
  startOthers(count: number): Promise<ClusterServer[]> {
    return Promise.all(Array.from({ length: count }, () => this.startOne(300_000)));
  }

  alive(): ClusterServer[] {
    return this.servers.filter((s) => !s.killed && s.process.child.exitCode === null);
  }

  /** kill -9: no shutdown, in-flight requests are cut, pooled database connections drop. */
  kill(server: ClusterServer): void {
    server.killed = true;
    server.process.child.kill('SIGKILL');
  }

  /** Where each server's output stands now, to read only what a run adds. */
  logMarks(): number[] {
    return this.servers.map((s) => s.process.output().length);
  }

  /** Lines the servers logged since `marks` (LOG_LEVEL=warn: warnings and errors only). */
  logSince(marks: number[]): { number: number; lines: string[] }[] {
    return this.servers.map((s, i) => ({
      number: s.number,
      lines: s.process
        .output()
        .slice(marks[i] ?? 0)
        .split('\n')
        .filter((l) => l.trim() !== ''),
    }));
  }

  /** SIGTERM (SIGKILL after a minute) to every server still running, and their data directories removed. */
  async stop(): Promise<void> {
    await Promise.all(this.servers.map((s) => disposeServer(s.process, s.dataDir)));
  }
}
