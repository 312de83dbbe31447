import { describe, expect, it } from 'vitest';
import { htmlLimitBreach } from './html-limits';

const limits = { maxDepth: 5, maxTags: 20 };
const nested = (n: number) => '<b>'.repeat(n) + '</b>'.repeat(n);

describe('htmlLimitBreach', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(htmlLimitBreach(nested(5), limits)).toBeNull();
    expect(htmlLimitBreach(nested(6), limits)).toEqual({ kind: 'depth', max: 5 });
  });

  it('lets an end tag close everything opened inside its element', () => {
    expect(htmlLimitBreach('<div><b><i><u></div>'.repeat(5), limits)).toBeNull();
  });

  it('reads a same-named sibling of p, li or td as closing the previous one, and void tags as empty', () => {
    expect(htmlLimitBreach(`<ul>${'<li>项'.repeat(15)}`, limits)).toBeNull();
    expect(htmlLimitBreach('<p>段'.repeat(15), limits)).toBeNull();
    expect(htmlLimitBreach('<br><img src=x><hr>'.repeat(6), limits)).toBeNull();
  });

  it('counts names as the parser reads them: case-blind, up to a space, slash or >', () => {
    expect(htmlLimitBreach('<B>'.repeat(3) + '</b>'.repeat(3) + nested(5), limits)).toBeNull();
    expect(htmlLimitBreach('<b:x></b>'.repeat(6), limits)).toEqual({ kind: 'depth', max: 5 });
    expect(htmlLimitBreach('<b/>'.repeat(6), limits)).toEqual({ kind: 'depth', max: 5 });
  });

  it('refuses more start tags than the limit, nested or not', () => {
    expect(htmlLimitBreach('<br>'.repeat(20), limits)).toBeNull();
    expect(htmlLimitBreach('<br>'.repeat(21), limits)).toEqual({ kind: 'tags', max: 20 });
  });
});
