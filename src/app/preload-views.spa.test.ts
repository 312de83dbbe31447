import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { publishEntry } from '@/test/wiki/entries';

/** The footprints (one a reader, item and day) the server has for an item. */
async function footprints(id: number): Promise<number> {
  const r = await runtime().deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from footprints where knowledge_id = ${id}`,
  );
  return r.rows[0].n;
}

describe('preloading an item on a link’s hover', () => {
  // The router preloads a route's loader when a link is hovered (defaultPreload: 'intent'); an item's
  // detail call records a view, so a hover must not, or 阅读 would count people who only pointed at a link.
  it.each(['/detail', '/fullArticleRead', '/detail/table', '/printPreview'] as const)(
    'records no view through %s, and the visit itself does',
    async (to) => {
      const { id } = await publishEntry('zhangsan');
      await signInAs('admin');
      const app = await renderApp('/index');
      await app.router.preloadRoute({ to, search: { id } } as never);
      expect(await footprints(id)).toBe(0);
      await app.router.navigate({ to, search: { id } } as never);
      await vi.waitFor(async () => expect(await footprints(id)).toBe(1), { timeout: 10_000 });
    },
  );
});
