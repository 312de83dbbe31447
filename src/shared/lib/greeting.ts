/**
 * Greeting by time of day; breakpoints 06:00, 09:00, 11:30, 12:30, 18:00
 * (SPEC §9), as minutes after midnight.
 */
const BREAKPOINTS: [number, string][] = [
  [18 * 60, '晚上好'],
  [12 * 60 + 30, '下午好'],
  [11 * 60 + 30, '中午好'],
  [9 * 60, '上午好'],
  [6 * 60, '早上好'],
];

export function greetingFor(date: Date = new Date()): string {
  const minutes = date.getHours() * 60 + date.getMinutes();
  for (const [from, text] of BREAKPOINTS) if (minutes >= from) return text;
  return '凌晨好';
}
