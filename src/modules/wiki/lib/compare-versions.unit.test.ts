import { sameEntryVersions } from './compare-versions';

describe('sameEntryVersions', () => {
  it('puts the previous published version against the latest one', () => {
    expect(
      sameEntryVersions([
        { version: 3, status: 'published' },
        { version: 2, status: 'superseded' },
        { version: 1, status: 'superseded' },
      ]),
    ).toEqual({ left: 2, right: 3 });
  });

  it('puts the published text against a newer draft, skipping rejected versions', () => {
    expect(
      sameEntryVersions([
        { version: 5, status: 'draft' },
        { version: 4, status: 'rejected' },
        { version: 3, status: 'published' },
        { version: 2, status: 'superseded' },
      ]),
    ).toEqual({ left: 3, right: 5 });
  });

  it('falls back to the version just before when none was published, and orders by number', () => {
    expect(
      sameEntryVersions([
        { version: 1, status: 'rejected' },
        { version: 2, status: 'draft' },
      ]),
    ).toEqual({ left: 1, right: 2 });
  });

  it('has nothing to compare for a single version', () => {
    expect(sameEntryVersions([{ version: 1, status: 'published' }])).toBeNull();
    expect(sameEntryVersions([])).toBeNull();
  });
});
