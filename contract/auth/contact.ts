import * as z from 'zod/mini';
import { titled } from '../platform/endpoint';

/*
 * How a person is reached and named: the sign-in and registration forms check
 * these before calling the server, so they are written with zod/mini, which
 * keeps the first screen light (issue 12). Zod classic schemas embed them as
 * they are (`z.nullable(mobileSchema)`); both kinds share zod's core.
 */

export const mobileSchema = titled(z.string().check(z.trim(), z.regex(/^1[3-9]\d{9}$/, '请输入有效的11位手机号')), '手机号');

export const emailSchema = titled(z.email('请输入有效的电子邮箱').check(z.maxLength(120, '电子邮箱最多120个字符')), '电子邮箱');

/** Six-digit one-time code sent by SMS or e-mail. */
export const otpSchema = titled(z.string().check(z.trim(), z.regex(/^\d{6}$/, '验证码为6位数字')), '验证码');

export const nicknameSchema = titled(
  z.string().check(z.trim(), z.minLength(1, '昵称不能为空'), z.maxLength(32, '昵称最多32个字')),
  '昵称',
);
