import { captcha } from '@contract/auth/auth';
import { FEATURE_SWITCHES, type FeatureSwitch } from '@contract/common/common';
import { eq, sql } from 'drizzle-orm';
import { captchas, configItems, oneTimeCodes, users } from '../../db/schema/index';
import { hashCaptchaCode } from '../../modules/auth/captcha.service';
import { call } from '../client';
import type { TestRuntime } from '../harness';

/**
 * A captcha from the real endpoint whose answer the test knows: the drawn
 * text is only stored hashed, so the test replaces the hash with its own.
 */
export async function solvedCaptcha(rt: TestRuntime, answer = 'k7Pw'): Promise<{ captchaId: string; captchaCode: string }> {
  const res = await call<{ captchaId: string }>(rt, captcha);
  await rt.deps.db
    .update(captchas)
    .set({ codeHash: hashCaptchaCode(answer) })
    .where(eq(captchas.id, res.body.data.captchaId));
  return { captchaId: res.body.data.captchaId, captchaCode: answer };
}

/** Moves the codes of a target a minute into the past, as if the resend wait had passed. */
export async function allowResend(rt: TestRuntime, target: string): Promise<void> {
  await rt.deps.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
    .where(eq(oneTimeCodes.target, target));
}

export async function setSwitch(rt: TestRuntime, name: FeatureSwitch, value: '0' | '1'): Promise<void> {
  await rt.deps.db.update(configItems).set({ value }).where(eq(configItems.code, FEATURE_SWITCHES[name]));
}

export async function userRow(rt: TestRuntime, username: string) {
  const [row] = await rt.deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

export async function setDisabled(rt: TestRuntime, username: string, disabled: boolean): Promise<void> {
  await rt.deps.db.update(users).set({ disabled }).where(eq(users.username, username));
}
