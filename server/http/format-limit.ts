/** A byte count as a limit is shown to people: whole megabytes from 1 MB up, else kilobytes. */
export function formatLimit(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}
