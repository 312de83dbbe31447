import { DOMAIN_IDS } from '@contract/platform/domains';
import { eq, sql } from 'drizzle-orm';
import { knowledge } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { buildCatalogue } from './catalogue';
import { planInteractions } from './interactions';
import { planItems } from './lifecycle';
import { loadRefs } from './refs';
import { writeContent } from './writer';

export interface ContentStats {
  items: number;
  versions: number;
  comments: number;
  likes: number;
  favourites: number;
  footprints: number;
  ms: number;
}

/**
 * Seeds the demo organisation's wiki (the wiki domain): entries composed from the
 * topic definitions, their versions and approval states, comments, likes,
 * favourites and footprints. Deterministic apart from dates, which follow the
 * moment of seeding so the demo always looks recently used. Runs in one
 * transaction; a database that already has wiki entries is left alone.
 */
export async function seedDemoContent(deps: Deps, now = Date.now()): Promise<ContentStats | null> {
  const started = performance.now();
  const hasEntries = async (db: Pick<Deps['db'], 'select'>) => {
    const r = await db.select({ n: sql<number>`count(*)::int` }).from(knowledge).where(eq(knowledge.domainId, DOMAIN_IDS.wiki));
    return (r[0]?.n ?? 0) > 0;
  };
  if (await hasEntries(deps.db)) return null;
  const items = planItems(buildCatalogue(), now);
  const social = planInteractions(items, now);
  const written = await deps.db.transaction(async (tx) => {
    if (await hasEntries(tx)) return null;
    return writeContent(tx, items, social, await loadRefs(tx));
  });
  if (!written) return null;
  const stats: ContentStats = {
    items: written.items,
    versions: written.versions,
    comments: social.comments.length,
    likes: social.likes.length,
    favourites: social.favourites.length,
    footprints: social.footprints.length,
    ms: Math.round(performance.now() - started),
  };
  deps.log.info(stats, '已写入演示知识内容');
  return stats;
}
