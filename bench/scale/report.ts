import type { Sample } from './load';
import { KIND_NAMES, KINDS, type Kind } from './workload';

export interface Latency {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Figures {
  requests: number;
  rps: number;
  overall: Latency;
  byKind: Record<Kind, Latency>;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function latencyOf(samples: Sample[]): Latency {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
  };
}

export function figuresOf(samples: Sample[], elapsedMs: number): Figures {
  const byKind = Object.fromEntries(KINDS.map((k) => [k, latencyOf(samples.filter((s) => s.kind === k))])) as Record<
    Kind,
    Latency
  >;
  return { requests: samples.length, rps: samples.length / (elapsedMs / 1000), overall: latencyOf(samples), byKind };
}

/** Display width: CJK and full-width characters take two columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

const padEnd = (text: string, w: number) => text + ' '.repeat(Math.max(0, w - width(text)));
const padStart = (text: string, w: number) => ' '.repeat(Math.max(0, w - width(text))) + text;

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? padEnd(c, widths[i]!) : padStart(c, widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

/** The per-kind latency table of one run. */
export function latencyTable(f: Figures): string {
  const row = (name: string, l: Latency) => [name, String(l.count), ms(l.p50), ms(l.p95), ms(l.p99), String(l.errors)];
  return table(
    ['类别', '请求数', 'p50 ms', 'p95 ms', 'p99 ms', '错误'],
    [...KINDS.map((k) => row(KIND_NAMES[k], f.byKind[k])), row('合计', f.overall)],
  );
}

/** p50/p95 of each action of the mix on one line: which of them the latency of its kind comes from. */
export function actionLine(samples: Sample[]): string {
  const kindOf = new Map(samples.map((s) => [s.name, s.kind]));
  const names = [...kindOf.keys()].sort((a, b) => KINDS.indexOf(kindOf.get(a)!) - KINDS.indexOf(kindOf.get(b)!));
  const parts = names.map((name) => {
    const l = latencyOf(samples.filter((s) => s.name === name));
    return `${name} ${ms(l.p50)}/${ms(l.p95)}`;
  });
  return `按操作（p50/p95 ms）：${parts.join('，')}`;
}

/** The first few failures of a run, grouped by what went wrong, so a server bug is named rather than counted. */
export function failureDigest(samples: Sample[], limit = 8): string[] {
  const groups = new Map<string, { count: number; example: Sample }>();
  for (const s of samples) {
    if (s.ok) continue;
    const key = `${s.name} · 状态 ${s.status} · ${s.error ?? ''}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { count: 1, example: s });
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, limit)
    .map(([key, g]) => `${key}：${g.count} 次${g.example.backend === undefined ? '' : `（例：服务 ${g.example.backend + 1}）`}`);
}
