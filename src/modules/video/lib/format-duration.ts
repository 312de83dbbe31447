const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A duration as video players show it: `m:ss` under an hour, `h:mm:ss`
 * beyond; empty when unknown (a file whose length could not be read).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Watch time in words: '45秒', '12分钟', '1小时20分钟'. */
export function formatWatchTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total}秒`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return h > 0 ? `${h}小时${m > 0 ? `${m}分钟` : ''}` : `${m}分钟`;
}
