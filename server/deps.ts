import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';

/** A message with a one-time code for a mobile or e-mail address. */
export interface OutgoingCode {
  channel: 'sms' | 'email';
  target: string;
  text: string;
  code: string;
}

/** Sends one-time codes; the default writes them to the server log. */
export interface CodeSender {
  send(message: OutgoingCode): Promise<void>;
}

/** What every handler may use; built once per process (or per test file). */
export interface Deps {
  db: Db;
  pool: pg.Pool;
  config: Config;
  log: Logger;
  sender: CodeSender;
}

export function logSender(log: Logger): CodeSender {
  return {
    async send(m) {
      log.info({ channel: m.channel, target: m.target }, `验证码消息：${m.text}`);
    },
  };
}
