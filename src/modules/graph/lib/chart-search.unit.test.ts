import { GRAPH_FILTER_MAX, GRAPH_OPEN_PAGES_MAX } from '@contract/graph/graph-terms';
import { chartSearchSchema } from './chart-search';

const DEFAULTS = {
  start: undefined,
  end: undefined,
  mode: 'shortest',
  k: 5,
  hops: 4,
  model: 2,
  hideClasses: undefined,
  hideRelations: undefined,
  allowSuper: false,
  hide: undefined,
  open: undefined,
  node: undefined,
  tab: 'paths',
  cls: undefined,
  q: undefined,
  epage: 1,
  sort: 1,
  rpage: 1,
};

describe('chartSearchSchema', () => {
  it('reads the view of a link, numbers as the router parses them', () => {
    expect(
      chartSearchSchema.parse({
        start: 3,
        end: '4',
        mode: 'k',
        k: 7,
        hops: 6,
        model: 1,
        hideClasses: [5],
        hideRelations: 2,
        allowSuper: true,
        hide: [8, 9],
        open: [10, 10, 11],
        node: 10,
        tab: 'related',
        cls: 6,
        q: ' 平台 ',
        epage: 3,
        sort: '2',
        rpage: 2,
      }),
    ).toEqual({
      start: 3,
      end: 4,
      mode: 'k',
      k: 7,
      hops: 6,
      model: 1,
      hideClasses: [5],
      hideRelations: [2],
      allowSuper: true,
      hide: [8, 9],
      open: [10, 10, 11],
      node: 10,
      tab: 'related',
      cls: 6,
      q: '平台',
      epage: 3,
      sort: 2,
      rpage: 2,
    });
  });

  it('reads one expanded node as a list of one', () => {
    expect(chartSearchSchema.parse({ open: 7 }).open).toEqual([7]);
  });

  it('falls back to the defaults for values out of range instead of failing the page', () => {
    expect(
      chartSearchSchema.parse({
        start: -1,
        mode: 'all',
        k: 99,
        hops: 7,
        model: 3,
        hideClasses: 'x',
        allowSuper: 'yes',
        hide: [0],
        open: [0],
        node: 'a',
        tab: 'other',
        q: 'x'.repeat(101),
        epage: 0,
        sort: 4,
        rpage: -2,
      }),
    ).toEqual(DEFAULTS);
  });

  it('bounds the hidden and expanded nodes a link may carry', () => {
    const many = Array.from({ length: GRAPH_FILTER_MAX + 1 }, (_, i) => i + 1);
    expect(chartSearchSchema.parse({ hide: many }).hide).toBeUndefined();
    expect(chartSearchSchema.parse({ hide: many.slice(1) }).hide).toHaveLength(GRAPH_FILTER_MAX);
    // Pages are counted over all nodes together: each occurrence of an id is one page.
    const pages = [...Array(GRAPH_OPEN_PAGES_MAX - 1).fill(1), 2];
    expect(chartSearchSchema.parse({ open: pages }).open).toEqual(pages);
    expect(chartSearchSchema.parse({ open: [...pages, 2] }).open).toBeUndefined();
  });
});
