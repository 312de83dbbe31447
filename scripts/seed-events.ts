// `npm run seed:events [-- --events N] [--seed S] [--staff N]`: adds a year of
// generated events (ending today) over the demo organisation to the database
// `npm start` uses (DATA_DIR's embedded PostgreSQL, or DATABASE_URL), with their
// daily rollups, so the reports have a realistic year to show. A second run adds
// more events on top of those already there.

import { EVENT_ACTION_NAMES, EVENT_ACTIONS } from '@contract/platform/events';
import { createLogger, openRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { DataDirBusyError } from '../server/db/data-dir-lock';
import { NoDemoOrganisationError } from '../server/seed/events/population';
import { seedEvents } from '../server/seed/events/seed-events';

const USAGE = '用法：npm run seed:events -- [--events 1000000] [--seed 42] [--staff 200]';

/** A non-negative integer option, or the fallback when absent; exits with a message when malformed. */
function intOption(argv: string[], name: string, fallback: number, max: number): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`--${name} 须为 0 到 ${max.toLocaleString('en-US')} 之间的整数。\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const fmt = (n: number) => n.toLocaleString('en-US');

async function main() {
  const argv = process.argv.slice(2);
  const known = new Set(['--events', '--seed', '--staff']);
  const unknown = argv.filter((a, i) => a.startsWith('--') && !known.has(a) && !known.has(argv[i - 1]));
  if (unknown.length > 0) {
    console.error(`未知参数：${unknown.join(' ')}\n${USAGE}`);
    process.exit(2);
  }
  const events = intOption(argv, 'events', 100_000, 50_000_000);
  const seed = intOption(argv, 'seed', Date.now() % 2_147_483_647, 2_147_483_647);
  const staff = intOption(argv, 'staff', 200, 5_000);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, createLogger(config));
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      console.error(
        `无法生成事件：${e.message}\n生成需要独占内嵌数据库——请先停止正在运行的服务（npm start），完成后再启动；或让服务和生成都通过 DATABASE_URL 使用同一个外部 PostgreSQL。`,
      );
      process.exit(3);
    }
    throw e;
  }
  const where = config.databaseUrl ? 'DATABASE_URL 指定的数据库' : `数据目录 ${config.dataDir} 中的内嵌数据库`;
  console.log(`写入${where}：生成 ${fmt(events)} 条事件（随机种子 ${seed}，再次运行会在已有事件之上追加）`);
  const started = performance.now();
  let last = 0;
  try {
    const r = await seedEvents(runtime.deps.pool, {
      events,
      seed,
      staff,
      progress: (n) => {
        if (n - last >= 100_000 || n === events) {
          last = n;
          console.log(`已写入 ${fmt(n)} / ${fmt(events)} 条，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
        }
      },
    });
    if (r.staffAdded > 0) console.log(`新增演示员工账号 ${r.staffAdded} 个（staff0001 起，无密码，不能登录）`);
    console.log(
      `参与人数 ${fmt(r.people)}，已发布知识 ${fmt(r.items)} 条，搜索词 ${fmt(r.keywords)} 个，时间段 ${r.firstDay} 至今天`,
    );
    console.log('各动作事件数：');
    for (const a of EVENT_ACTIONS) {
      const n = r.byAction[a];
      if (n) console.log(`  ${EVENT_ACTION_NAMES[a]}（${a}）：${fmt(n)}`);
    }
    console.log(`完成：共写入 ${fmt(r.written)} 条事件及其日汇总，用时 ${(r.ms / 1000).toFixed(1)} 秒。`);
  } catch (e) {
    if (e instanceof NoDemoOrganisationError) {
      console.error(e.message);
      await runtime.shutdown();
      process.exit(4);
    }
    throw e;
  }
  await runtime.shutdown();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
