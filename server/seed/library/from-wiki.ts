import { buildCatalogue } from '../content/catalogue';
import type { Entry } from '../content/types';
import type { DocSpec } from '../files/doc-spec';

let entries: Map<string, Entry> | null = null;

/** A wiki entry of the demo content by key; the library's copies of policies quote the wiki's text. */
export function wikiEntry(key: string): Entry {
  entries ??= new Map(buildCatalogue().map((e) => [e.key, e]));
  const e = entries.get(key);
  if (!e) throw new Error(`demo library: no wiki entry ${key}`);
  return e;
}

/** The issued file of a wiki policy: the same text, with document number and issuer. */
export function issuedPolicy(key: string, meta: string[], date: string): DocSpec {
  const e = wikiEntry(key);
  return { title: e.title, meta, date, sections: [{ blocks: e.blocks }] };
}

/** A booklet collecting several wiki entries, one section each. */
export function booklet(title: string, keys: string[], meta: string[], date: string): DocSpec {
  return {
    title,
    meta,
    date,
    sections: keys.map((k) => {
      const e = wikiEntry(k);
      return { heading: e.title, blocks: e.blocks };
    }),
  };
}
