import { createItem, type ItemSpec, labelId } from '@server-test/knowledge/factory';
import { screen } from '@testing-library/react';
import { runtime } from '@/test/runtime';
import { reindexItem } from '../../../server/search/index-doc';

/** An item written straight into the tables, then indexed as a save through the engine would. */
export async function item(spec: ItemSpec) {
  const created = await createItem(runtime(), spec);
  await reindexItem(runtime().deps.db, created.id);
  return created;
}
export const label = (name: string) => labelId(runtime(), name);

/** Titles of the results on screen, in order. */
export const resultTitles = () =>
  screen
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter(Boolean);
