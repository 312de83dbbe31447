import type { AnyEndpoint } from '@contract/platform/endpoint';
import { buildRequest, connectionFrom, freshAddress, tokenFor } from '../client';
import type { TestRuntime } from '../harness';
import { replayHint } from './blns-classes';
import { envelopeProblem, tableChecksum } from './envelope-check';

/** Problems found for one endpoint, each naming where the string went. */
export class Findings {
  readonly list: string[] = [];
  /** The findings for an assertion, headed by the seed that replays them. */
  report(): string[] {
    return this.list.length === 0 ? [] : [replayHint(), ...this.list.slice(0, 20)];
  }
  note(where: string, s: string, problem: string | null) {
    if (problem) this.list.push(`${where} = ${JSON.stringify(s.slice(0, 60))}: ${problem}`);
  }
}

/**
 * Sends calls as a signed-in user and judges each answer: never a 5xx, always
 * a well-formed envelope, and no change to the guarded tables when refused.
 * The checksum is taken after every call, so the one before a call is the
 * previous call's.
 */
export class Prober {
  private last: string | undefined;
  token = '';

  constructor(
    private readonly rt: TestRuntime,
    private readonly username: string,
  ) {}

  async signIn(): Promise<void> {
    this.token = await tokenFor(this.rt, this.username);
    this.resync();
  }

  /** Forgets the last checksum; call after the test itself wrote to the database. */
  resync(): void {
    this.last = undefined;
  }

  /** The request a client sends; an upload carries its input in the query and a form without a file. */
  private async request(
    ep: AnyEndpoint,
    input: unknown,
    params: Record<string, string | number>,
    extraQuery: Record<string, string>,
  ) {
    const multipart = ep.body === 'multipart';
    const req = buildRequest(multipart ? { ...ep, method: 'GET' } : ep, input, { token: this.token, params });
    const url = new URL(req.url);
    for (const [k, v] of Object.entries(extraQuery)) url.searchParams.append(k, v);
    if (multipart) {
      const form = new FormData();
      form.set('note', typeof input === 'object' ? JSON.stringify(input) : String(input));
      return new Request(url, { method: ep.method, headers: { authorization: `Bearer ${this.token}` }, body: form });
    }
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.text();
    return new Request(url, { method: req.method, headers: req.headers, body });
  }

  async probe(
    ep: AnyEndpoint,
    input: unknown,
    params: Record<string, string | number> = {},
    extraQuery: Record<string, string> = {},
  ): Promise<string | null> {
    this.last ??= await tableChecksum(this.rt.deps.pool);
    // Each call from an address of its own, so address throttles do not cut the probing short.
    const res = await this.rt.app.fetch(await this.request(ep, input, params, extraQuery), connectionFrom(freshAddress()));
    const text = await res.text();
    const before = this.last;
    this.last = await tableChecksum(this.rt.deps.pool);
    // A streamed file (a report export) is a success without an envelope.
    if (res.status === 200 && res.headers.get('content-disposition')?.startsWith('attachment')) return null;
    const problem = envelopeProblem(res.status, text);
    if (problem) return problem;
    const { code } = JSON.parse(text) as { code: number };
    // Signing out is a success that ends the prober's own session.
    if (code === 1 && ep.path.endsWith('/logout')) await this.signIn();
    if (code !== 1 && this.last !== before) return `refused with code ${code} but changed the database`;
    return null;
  }
}
