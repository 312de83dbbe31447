import { COMPANY_TIME_ZONE } from '@contract/platform/time-zone';
import { dayjs } from '@/shared/lib/datetime';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Whether the text is written as HTML (has at least one tag) rather than plain lines. */
const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text);

/**
 * The HTML a notice body is saved as: HTML as written (the server sanitises
 * it), or plain text turned into one paragraph per line, so a manager who
 * types plain text gets the line breaks he typed.
 */
export function noticeHtml(text: string): string {
  if (looksLikeHtml(text)) return text;
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('');
}

/**
 * An ISO instant as the value of a `datetime-local` input, in the company's
 * wall time (minutes): the time typed is the time every page shows after.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso || !dayjs(iso).isValid()) return '';
  return dayjs(iso).tz(COMPANY_TIME_ZONE).format('YYYY-MM-DDTHH:mm');
}

/** A `datetime-local` value, read as company wall time, as an ISO instant; undefined when empty or not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const d = dayjs.tz(value, COMPANY_TIME_ZONE);
  return d.isValid() ? d.toISOString() : undefined;
}
