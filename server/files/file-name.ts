/** Longest original name kept, in characters. */
export const FILE_NAME_MAX = 200;

/**
 * The uploaded name as metadata only: the last path part (either slash),
 * without control or text-direction characters, at most 200 characters.
 * Empty when nothing printable is left.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // Controls (Cc), and format characters (Cf) such as the bidi overrides that make 'gpj.exe' read as 'exe.jpg'.
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const visible = clean.replace(/^\.+$/, '');
  return [...visible].slice(0, FILE_NAME_MAX).join('');
}
