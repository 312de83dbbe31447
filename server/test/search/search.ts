import type { SearchHit, searchSmart } from '@contract/search/search';
import { searchSmart as smartEndpoint } from '@contract/search/search';
import type { z } from 'zod';
import { call } from '../client';
import type { TestRuntime } from '../harness';

export type SmartOut = z.output<typeof searchSmart.output>;
export type SmartIn = z.input<typeof searchSmart.input>;

/** Calls the search and insists on success. */
export async function search(rt: TestRuntime, token: string, input: SmartIn): Promise<SmartOut> {
  const r = await call<SmartOut>(rt, smartEndpoint, { page: 1, size: 50, ...input }, { token });
  if (r.status !== 200) throw new Error(`search failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

/** Titles of a search's page, in order. */
export const titles = (out: SmartOut) => out.list.map((h: SearchHit) => h.title);

/** Highlighted text with hits in brackets: "舉[頭]望山月". */
export const marked = (runs: { text: string; hit: boolean }[]) => runs.map((r) => (r.hit ? `[${r.text}]` : r.text)).join('');

/** Plain-text body as wiki HTML. */
export const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
