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

/** An ISO instant as the value of a `datetime-local` input (local time, minutes). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; undefined when empty or not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
