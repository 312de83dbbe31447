import { parseArgs } from 'node:util';

/** What `npm run bench:scale -- …` was asked for. */
export interface ScaleOptions {
  /** Admin URL of the external PostgreSQL the bench creates its database on. */
  pgUrl: string;
  /** Length of each run, in seconds. */
  seconds: number;
  /** Simulated users of each run. */
  users: number;
  /** Mean pause of a user between two actions, in ms (each pause is drawn from 0.5×–1.5× of it). */
  thinkMs: number;
  /** ANALYZE the database once it is seeded, as autovacuum eventually would on a database in use. */
  analyze: boolean;
}

const USAGE = `用法：npm run bench:scale -- [--seconds 180] [--users 50] [--think-ms 300] [--analyze] [--pg postgres://postgres@127.0.0.1:5432/postgres]
  --seconds   每轮压测时长（秒），默认 180
  --users     模拟用户数，默认 50
  --think-ms  用户两次操作之间的平均停顿（毫秒），默认 300
  --analyze   演示数据写入后先对数据库执行 ANALYZE（新库没有统计信息；autovacuum 关闭或表很小时也不会自动收集）
  --pg        外部 PostgreSQL 的管理连接（也可用环境变量 BENCH_PG_URL）；压测在其上新建并最后删除一个临时数据库`;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} 应为正整数，收到「${raw}」\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

export function readOptions(argv = process.argv.slice(2)): ScaleOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        seconds: { type: 'string' },
        users: { type: 'string' },
        'think-ms': { type: 'string' },
        pg: { type: 'string' },
        analyze: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    pgUrl: (values.pg as string | undefined) ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    seconds: positive('seconds', values.seconds as string | undefined, 180),
    users: positive('users', values.users as string | undefined, 50),
    thinkMs: positive('think-ms', values['think-ms'] as string | undefined, 300),
    analyze: values.analyze === true,
  };
}
