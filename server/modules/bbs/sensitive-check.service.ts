import { SENSITIVE_LIMITS, type SensitiveAction, type SensitiveHit } from '@contract/bbs/bbs-moderation';
import type { Db } from '../../db/client';
import { moderateWith } from '../../moderation/moderate';
import { currentMatcher } from '../../moderation/word-list';

/**
 * The check call (SPEC, issue 18): the forum's editors ask before sending,
 * and the console's 检测 box shows an administrator what his list does. The
 * write paths check again on the server; this call changes nothing.
 */
export async function checkSensitive(
  db: Db,
  text: string,
  html = false,
): Promise<{
  pass: boolean;
  hits: SensitiveHit[];
  masked: string;
  spans: { start: number; end: number; word: string; action: SensitiveAction }[];
}> {
  const r = moderateWith(await currentMatcher(db), text, html);
  return {
    pass: !r.hits.some((h) => h.action === 'block' || h.action === 'review'),
    hits: r.hits,
    masked: r.masked,
    spans: r.spans
      .slice(0, SENSITIVE_LIMITS.checkSpans)
      .map((s) => ({ start: s.start, end: s.end, word: s.entry.word, action: s.entry.action })),
  };
}
