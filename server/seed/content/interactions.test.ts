import { buildCatalogue } from './catalogue';
import { planInteractions } from './interactions';
import { planItems } from './lifecycle';

describe('the demo footprints', () => {
  // In the first minute of a UTC day today's views are clamped to a minute ago, which is yesterday's date:
  // the seed wrote two footprints of one day and `npm start` on an empty database failed on the primary key.
  it.each([
    ['the first minute of a day', Date.UTC(2026, 11, 8, 0, 0, 43)],
    ['noon', Date.UTC(2026, 11, 8, 12, 0, 0)],
  ])('keeps one footprint per reader, item and day at %s', (_, now) => {
    const { footprints } = planInteractions(planItems(buildCatalogue(), now), now);
    expect(footprints.length).toBeGreaterThan(100);
    const keys = footprints.map((f) => `${f.user}:${f.item}:${f.day}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
