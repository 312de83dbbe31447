import { describe, expect, it } from 'vitest';
import { MentionDictionary } from './mention-dictionary';
import { normalise } from './normalise';

/** Keys as the graph stores them (server/graph/keys.ts): normalised name and aliases. */
const nameKey = (s: string) => normalise(s).trim();

function dict(entries: [number, string, string[]?][]) {
  const d = new MentionDictionary();
  for (const [id, name, aliases] of entries) for (const k of [name, ...(aliases ?? [])]) d.add(nameKey(k), id);
  return d;
}

describe('mention dictionary', () => {
  it('counts names and aliases, longest first, without overlaps', () => {
    const d = dict([
      [1, '数据智能平台'],
      [2, '数据'],
      [3, '李白', ['李太白']],
    ]);
    const found = d.match(nameKey('数据智能平台上线后，数据更准；李太白即李白，李白。'));
    expect(Object.fromEntries(found)).toEqual({ 1: 1, 2: 1, 3: 3 });
  });

  it('ignores one-character names and finds names through normalisation', () => {
    const d = dict([
      [1, '唐'],
      [2, '蘇軾'],
    ]);
    expect(d.size).toBe(1);
    expect(Object.fromEntries(d.match(nameKey('唐代的苏轼')))).toEqual({ 2: 1 });
  });

  it('finds Latin names as whole words only', () => {
    const d = dict([[1, 'OA', ['eHR']]]);
    expect(Object.fromEntries(d.match(nameKey('Load the OA page; ehr系统和OA系统')))).toEqual({ 1: 3 });
    expect(d.match(nameKey('boat')).size).toBe(0);
  });
});
