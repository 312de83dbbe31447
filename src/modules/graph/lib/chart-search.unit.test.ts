import { chartSearchSchema } from './chart-search';

describe('chartSearchSchema', () => {
  it('reads the view of a link, numbers as the router parses them', () => {
    expect(
      chartSearchSchema.parse({ start: 3, end: '4', mode: 'k', k: 7, hops: 6, model: 1, hideClasses: [5], hideRelations: 2 }),
    ).toEqual({
      start: 3,
      end: 4,
      mode: 'k',
      k: 7,
      hops: 6,
      model: 1,
      hideClasses: [5],
      hideRelations: [2],
    });
  });

  it('falls back to the defaults for values out of range instead of failing the page', () => {
    expect(chartSearchSchema.parse({ start: -1, mode: 'all', k: 99, hops: 7, model: 3, hideClasses: 'x' })).toEqual({
      start: undefined,
      end: undefined,
      mode: 'shortest',
      k: 5,
      hops: 4,
      model: 2,
      hideClasses: undefined,
      hideRelations: undefined,
    });
  });
});
