import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { libreOffice } from '../../files/documents/libreoffice';
import { configValue } from './common.service';

/** When this process started, fixed once so every answer agrees. */
const STARTED_AT = new Date(Date.now() - process.uptime() * 1000);

const DEFAULT_PRODUCT_NAME = '智能知识中心';

/** Version of the running package, read once from package.json. */
function packageVersion(): string {
  try {
    const file = path.resolve(import.meta.dirname, '..', '..', '..', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '未知';
  } catch {
    return '未知';
  }
}
const VERSION = packageVersion();

export interface SystemItem {
  code: string;
  name: string;
  value: string;
}

/** System information read from the running process and the database it talks to. */
export async function readSystemInfo(deps: Deps): Promise<SystemItem[]> {
  const [productName, pgVersion] = await Promise.all([
    configValue(deps.db, 'system.name'),
    deps.db.execute<{ server_version: string }>(sql`show server_version`),
  ]);
  return [
    { code: 'productName', name: '产品名称', value: productName ?? DEFAULT_PRODUCT_NAME },
    { code: 'serverVersion', name: '服务版本', value: VERSION },
    {
      code: 'databaseKind',
      name: '数据库类型',
      value: deps.config.databaseUrl ? '外部 PostgreSQL' : '内置 PostgreSQL',
    },
    { code: 'databaseVersion', name: 'PostgreSQL 版本', value: pgVersion.rows[0]?.server_version ?? '未知' },
    { code: 'nodeVersion', name: 'Node.js 版本', value: process.version },
    { code: 'startedAt', name: '启动时间', value: STARTED_AT.toISOString() },
    // Office files get PDF renditions for the flipbook only with LibreOffice (detected once at start).
    { code: 'libreOffice', name: 'LibreOffice', value: libreOffice() ? '可用' : '未安装' },
  ];
}
