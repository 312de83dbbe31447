import crypto from 'node:crypto';
import { CAPTCHA_TTL_MINUTES } from '@contract/auth/auth';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { captchaImage, randomCaptchaText } from './captcha-image';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Codes are compared case-insensitively, so only the lower-cased text is hashed. */
export function hashCaptchaCode(code: string): string {
  return crypto.createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** Draws a new captcha (a PNG, captcha-image.ts); only the hash of its text is kept, for five minutes. */
export async function createCaptcha(db: Db): Promise<{ captchaId: string; image: string }> {
  const text = randomCaptchaText();
  const [row] = await db
    .insert(captchas)
    .values({
      codeHash: hashCaptchaCode(text),
      expiresAt: sql`now() + make_interval(mins => ${CAPTCHA_TTL_MINUTES})`,
    })
    .returning({ id: captchas.id });
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  return { captchaId: row.id, image: captchaImage(text) };
}

/**
 * Uses up a captcha and tells whether the code matched. A captcha is spent by
 * any attempt, right or wrong, so it cannot be guessed at repeatedly.
 */
export async function consumeCaptcha(db: Db, captchaId: string | undefined, code: string | undefined): Promise<boolean> {
  if (!captchaId || !code || !UUID.test(captchaId)) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ codeHash: captchas.codeHash });
  if (!row) return false;
  const given = Buffer.from(hashCaptchaCode(code));
  return crypto.timingSafeEqual(given, Buffer.from(row.codeHash));
}
