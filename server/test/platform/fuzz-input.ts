import type { AnyEndpoint } from '@contract/platform/endpoint';
import { inputInQuery } from '../../http/openapi';
import { BOUNDARY } from './multipart-bodies';
import { type FieldPath, stringFieldPaths, withValue } from './sample-input';

/** A small seeded generator (mulberry32): the same seed gives the same requests on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}
export type Rng = ReturnType<typeof seeded>;

/** A request as bytes on the wire: where the input goes follows the contract (query or JSON body or form). */
export interface FuzzRequest {
  what: string;
  query: string;
  contentType: string | null;
  body: Uint8Array | null;
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '__proto__',
  '<script>alert(1)</script>',
  '"quoted',
  '𠮷'.repeat(300),
  '%00%ff',
];

/** Rich text the server must bound before it parses it (issue 11 #4). */
const HEAVY_HTML = ['<p><b>'.repeat(50_000), '<br>'.repeat(99_000), '<b:x></b>'.repeat(30_000)];

/** Any JSON value, up to `depth` levels: what a careless or hostile client might send in any field. */
function randomValue(rng: Rng, depth = 2): unknown {
  switch (rng.int(depth > 0 ? 9 : 7)) {
    case 0:
      return rng.pick(ODD_STRINGS);
    case 1:
      return rng.pick([0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308]);
    case 2:
      return rng.pick([true, false]);
    case 3:
      return null;
    case 4:
      return rng.pick(HEAVY_HTML).slice(0, 1000 + rng.int(300_000));
    case 5:
      return String(rng.int(1_000_000));
    case 6:
      return 'abc';
    case 7:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth - 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(4) }, (_, i) => [`k${i}`, randomValue(rng, depth - 1)]));
  }
}

/** The input's fields (strings and others) as paths, from the contract's JSON Schema. */
function fieldPaths(ep: AnyEndpoint, base: unknown): FieldPath[] {
  const own = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base).map((k) => [k]) : [];
  return [...stringFieldPaths(ep), ...own];
}

function queryOf(input: unknown): string {
  const qs = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [k, v] of Object.entries(input)) {
      // Cut short: a URL past the server's header limit is refused by Node itself (431) before the app sees it.
      for (const x of Array.isArray(v) ? v : [v])
        qs.append(k, (typeof x === 'string' ? x : (JSON.stringify(x) ?? '')).slice(0, 1500));
    }
  }
  const q = qs.toString();
  return q ? `?${q}` : '';
}

const enc = (s: string) => new TextEncoder().encode(s);

/** A multipart form as the contract's upload routes take it, broken at a random point or not. */
function randomForm(rng: Rng): Uint8Array {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${rng.pick(ODD_STRINGS).slice(0, 300)}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${rng.pick(['file', 'poster', 'x'])}"; filename="a.${rng.pick(['mp4', 'png', 'pdf', 'txt'])}"\r\n\r\n`;
  const file = Uint8Array.from({ length: rng.int(4096) }, () => rng.int(256));
  const whole = new Uint8Array([...enc(head), ...file, ...enc(`\r\n--${BOUNDARY}--\r\n`)]);
  return rng.next() < 0.3 ? whole : whole.subarray(0, rng.int(whole.length));
}

/**
 * `count` requests for one endpoint, made from its contract and a valid base
 * input: one field replaced by an odd value, a random value as the whole
 * input, truncated JSON, random bytes, heavy rich text; upload routes get
 * random and truncated forms.
 */
export function fuzzRequests(ep: AnyEndpoint, base: unknown, rng: Rng, count: number): FuzzRequest[] {
  const paths = fieldPaths(ep, base);
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const path = paths.length > 0 ? rng.pick(paths) : null;
    const mutated = path ? withValue(base, path, randomValue(rng)) : randomValue(rng);
    if (ep.body === 'multipart') {
      out.push({
        what: `form #${i}`,
        query: queryOf(rng.next() < 0.5 ? base : mutated),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: randomForm(rng),
      });
      continue;
    }
    if (inputInQuery(ep)) {
      out.push({ what: `query ${path?.join('.') ?? '(whole)'} #${i}`, query: queryOf(mutated), contentType: null, body: null });
      continue;
    }
    const json = JSON.stringify(mutated) ?? 'null';
    const kind = rng.int(5);
    if (kind === 0)
      out.push({
        what: `whole random #${i}`,
        query: '',
        contentType: 'application/json',
        body: enc(JSON.stringify(randomValue(rng, 3)) ?? 'null'),
      });
    else if (kind === 1)
      out.push({
        what: `truncated JSON #${i}`,
        query: '',
        contentType: 'application/json',
        body: enc(json.slice(0, rng.int(json.length))),
      });
    else if (kind === 2)
      out.push({
        what: `random bytes #${i}`,
        query: '',
        contentType: rng.pick(['application/json', 'text/plain']),
        body: Uint8Array.from({ length: rng.int(2048) }, () => rng.int(256)),
      });
    else
      out.push({
        what: `field ${path?.join('.') ?? '(whole)'} #${i}`,
        query: '',
        contentType: 'application/json',
        body: enc(json),
      });
  }
  return out;
}
