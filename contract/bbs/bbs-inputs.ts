import { z } from 'zod';

/**
 * Inputs the forum's community calls share (topics, experts, reports, the
 * review queue): bounded plain text, and the reason a decision someone is
 * told about must carry.
 */

export const DECISION_REASON_MAX = 200;

/** Trimmed plain text with its bounds, named in the refusals by `title`. */
export const plainText = (title: string, min: number, max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(min, empty)
    .max(max, `${title}最多${max}个字`)
    .refine((s) => !s.includes('\u0000'), `${title}含有不支持的字符`)
    .meta({ title });

/** The reason of a decision someone is told about: required, bounded. */
export const reason = (title: string) => plainText(title, 1, DECISION_REASON_MAX, `请填写${title}`);

/** Approve, or refuse with a reason (the reason goes to the audit trail and the message). */
export const decisionInput = z
  .object({
    approve: z.boolean({ error: '请选择通过或拒绝' }).meta({ title: '通过' }),
    reason: plainText('拒绝原因', 0, DECISION_REASON_MAX, '').default(''),
  })
  .refine((d) => d.approve || d.reason !== '', { message: '请填写拒绝原因', path: ['reason'] });
