import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(1, 'PORT 须为 1–65535 的端口号').max(65535, 'PORT 须为 1–65535 的端口号').default(8878),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR 不能为空').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 须以 postgres:// 或 postgresql:// 开头')
    .optional(),
  AIKN_BLOB_STORE: z.enum(['postgres', 'local'], { message: "AIKN_BLOB_STORE 只能是 'postgres' 或 'local'" }).optional(),
  AIKN_SEED: z.enum(['demo', 'none'], { message: "AIKN_SEED 只能是 'demo' 或 'none'" }).default('demo'),
  AIKN_DEMO_PASSWORD: z.string().min(8, 'AIKN_DEMO_PASSWORD 至少8位').default('Aikn@2026'),
  AIKN_UPLOAD_MAX_MB: z.coerce
    .number()
    .int('AIKN_UPLOAD_MAX_MB 须为整数')
    .min(1, 'AIKN_UPLOAD_MAX_MB 须为 1–2048 之间的整数')
    .max(2048, 'AIKN_UPLOAD_MAX_MB 须为 1–2048 之间的整数')
    .default(200),
  AIKN_EXTRACT_TIMEOUT_S: z.coerce
    .number()
    .int('AIKN_EXTRACT_TIMEOUT_S 须为整数')
    .min(1, 'AIKN_EXTRACT_TIMEOUT_S 须为 1–3600 之间的整数')
    .max(3600, 'AIKN_EXTRACT_TIMEOUT_S 须为 1–3600 之间的整数')
    .default(60),
  AIKN_TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyEntry), 'AIKN_TRUSTED_PROXIES 须为逗号分隔的 IP 地址或网段（如 127.0.0.1,10.0.0.0/8）')
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** An address or a CIDR range (IPv4 /0–32, IPv6 /0–128). */
function isProxyEntry(entry: string): boolean {
  const m = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  if (!m) return false;
  const family = isIP(m[1]);
  if (family === 0) return false;
  return m[2] === undefined || Number(m[2]) <= (family === 4 ? 32 : 128);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Where uploaded files live (AIKN_BLOB_STORE): 'local' under DATA_DIR/files,
   * or 'postgres' in the database, which several servers share. The default
   * follows the database: local with the embedded one, postgres with DATABASE_URL.
   */
  blobStore: 'postgres' | 'local';
  seed: 'demo' | 'none';
  demoPassword: string;
  logLevel: string;
  /** Largest document or video upload, in bytes (AIKN_UPLOAD_MAX_MB, 200 MB by default). */
  uploadMaxBytes: number;
  /** Time limit of parsing one uploaded file (text extraction, previews), in ms (AIKN_EXTRACT_TIMEOUT_S, 60 s). */
  extractTimeoutMs: number;
  /**
   * Reverse proxies whose X-Forwarded-For is believed (AIKN_TRUSTED_PROXIES:
   * addresses or CIDR ranges); without any, the client address is the socket's.
   */
  trustedProxies: string[];
  /** Directory of the built SPA. */
  distDir: string;
}

/** Reads the configuration from the environment; throws one readable message listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误：\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    blobStore: v.AIKN_BLOB_STORE ?? (v.DATABASE_URL ? 'postgres' : 'local'),
    seed: v.AIKN_SEED,
    demoPassword: v.AIKN_DEMO_PASSWORD,
    logLevel: v.LOG_LEVEL,
    uploadMaxBytes: v.AIKN_UPLOAD_MAX_MB * 1024 * 1024,
    extractTimeoutMs: v.AIKN_EXTRACT_TIMEOUT_S * 1000,
    trustedProxies: v.AIKN_TRUSTED_PROXIES,
    distDir: path.resolve(import.meta.dirname, '..', 'dist'),
  };
}
