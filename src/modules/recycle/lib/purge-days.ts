const DAY_MS = 86_400_000;

/**
 * How long an item stays in the recycle bin, as shown next to it:
 * 'N天后自动清除', or '即将自动清除' within the last day.
 */
export function purgeText(purgeAt: string, now: Date = new Date()): string {
  const days = Math.ceil((new Date(purgeAt).getTime() - now.getTime()) / DAY_MS);
  return days > 1 ? `${days}天后自动清除` : days === 1 ? '1天后自动清除' : '即将自动清除';
}
