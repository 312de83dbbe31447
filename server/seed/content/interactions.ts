import { ASKS, REMARKS, THANKS } from './comments-pool';
import { DAY, type PlannedItem } from './lifecycle';
import { chance, int, pick, type Rng, rngFrom, shuffled } from './prng';
import type { AuthorKey, GroupKey } from './types';

/** People who read wiki entries today (lisi lost the wiki permission, so she only authored old entries). */
export const READERS: AuthorKey[] = ['zhangsan', 'admin', 'wangwu'];
/** Each reader's group and its ancestors (server/seed/demo.ts). */
const READER_GROUPS: Record<AuthorKey, GroupKey[]> = {
  zhangsan: ['platform', 'rd', 'hq'],
  admin: ['hq'],
  wangwu: [],
  lisi: ['market', 'hq'],
};
/** How often each reader opens a given entry on a given day (times the entry's appeal). */
const DAILY_VISIT: Record<AuthorKey, number> = { zhangsan: 0.2, admin: 0.14, wangwu: 0.05, lisi: 0 };
const FOOTPRINT_DAYS = 60;

export interface PlannedComment {
  item: number;
  ref: number;
  parentRef: number | null;
  user: AuthorKey;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
}
export interface Interactions {
  comments: PlannedComment[];
  likes: { user: AuthorKey; item?: number; commentRef?: number; createdAt: Date }[];
  favourites: { user: AuthorKey; item: number; folder: string; createdAt: Date }[];
  footprints: { user: AuthorKey; item: number; day: string; viewedAt: Date }[];
}

/** Whether the reader could open the item (published, visible to them, or theirs). */
export function canRead(user: AuthorKey, it: PlannedItem): boolean {
  if (!READERS.includes(user) || it.publishedVersion === null) return false;
  if (user === 'admin' || user === it.author || it.visibility.scope === 'all') return true;
  if (it.visibility.scope === 'users') return it.visibility.users.includes(user);
  return it.visibility.groups.some((g) => READER_GROUPS[user].includes(g));
}

/** How much an entry draws readers: a long tail with a few favourites. */
function appeal(it: PlannedItem, rng: Rng): number {
  const base = 0.15 + 1.6 * rng() ** 3;
  const boost = it.entry.kind === '制度规范' ? 0.25 : it.entry.roles.includes('全体员工') ? 0.15 : 0;
  return base + boost;
}

/** A moment between `from` and `to`, leaning towards recent. */
const between = (rng: Rng, from: number, to: number) => to - Math.floor(rng() ** 1.7 * Math.max(0, to - from));

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

export const FAVOURITE_FOLDERS: Partial<Record<AuthorKey, string[]>> = { zhangsan: ['常用制度'] };
export const DEFAULT_FOLDER = '默认收藏夹';

export function planInteractions(items: PlannedItem[], now: number): Interactions {
  const out: Interactions = { comments: [], likes: [], favourites: [], footprints: [] };
  const today = Math.floor(now / DAY) * DAY;
  items.forEach((it, idx) => {
    if (it.publishedAt === null) return;
    const rng = rngFrom(`social:${it.entry.key}`);
    const w = appeal(it, rng);
    const from = it.publishedAt.getTime();
    const to = it.deletedAt?.getTime() ?? now;
    const readers = READERS.filter((u) => canRead(u, it));
    for (const user of readers) {
      // A view clamped to a minute ago can fall on yesterday's date in the first minute of a day: one footprint a day.
      const days = new Set<string>();
      for (let d = 0; d < FOOTPRINT_DAYS; d++) {
        const day = today - d * DAY;
        const viewedAt = Math.min(day + int(rng, 1, 13) * 3_600_000 + int(rng, 0, 3599) * 1000, now - 60_000);
        if (viewedAt < from || viewedAt > to || !chance(rng, DAILY_VISIT[user] * w)) continue;
        if (days.has(isoDay(viewedAt))) continue;
        days.add(isoDay(viewedAt));
        out.footprints.push({ user, item: idx, day: isoDay(viewedAt), viewedAt: new Date(viewedAt) });
      }
      if (user === it.author) continue;
      if (chance(rng, 0.08 + 0.3 * w)) out.likes.push({ user, item: idx, createdAt: new Date(between(rng, from, to)) });
      if (chance(rng, 0.04 + 0.16 * w)) {
        const own = FAVOURITE_FOLDERS[user]?.[0];
        const folder = own && it.entry.kind === '制度规范' ? own : DEFAULT_FOLDER;
        out.favourites.push({ user, item: idx, folder, createdAt: new Date(between(rng, from, to)) });
      }
    }
    planComments(out, it, idx, readers, w, rng, from, to);
  });
  // A couple of remarks their writers deleted later: the list hides them and the count leaves them out.
  const answered = new Set(out.comments.map((c) => c.parentRef));
  const lone = out.comments.filter((c) => c.parentRef === null && !answered.has(c.ref));
  for (const c of shuffled(rngFrom('deleted-comments'), lone).slice(0, 2)) {
    c.deletedAt = new Date(Math.min(c.createdAt.getTime() + 2 * 3_600_000, now - 60_000));
  }
  return out;
}

function planComments(
  out: Interactions,
  it: PlannedItem,
  idx: number,
  readers: AuthorKey[],
  w: number,
  rng: Rng,
  from: number,
  to: number,
) {
  const others = readers.filter((u) => u !== it.author);
  if (others.length === 0 || !chance(rng, 0.2 + 0.35 * w)) return;
  // lisi and wangwu no longer answer in the wiki; the administrator answers for them.
  const replier: AuthorKey = it.author === 'lisi' || it.author === 'wangwu' ? 'admin' : it.author;
  const asks = shuffled(rng, [...(it.entry.qa ?? []), ...ASKS[it.entry.kind]]);
  const threads = int(rng, 1, Math.min(3, others.length + 1));
  for (let n = 0; n < threads; n++) {
    const user = others[n % others.length];
    const at = between(rng, from, to - 3 * 3_600_000);
    const ref = out.comments.length;
    const question = n < asks.length && chance(rng, 0.7) ? asks[n] : null;
    out.comments.push({
      item: idx,
      ref,
      parentRef: null,
      user,
      content: question ? question[0] : pick(rng, REMARKS[it.entry.kind]),
      createdAt: new Date(at),
      deletedAt: null,
    });
    const replyAt = Math.min(at + int(rng, 1, 30) * 3_600_000, to - 60_000);
    if (replier !== user && (question || chance(rng, 0.4))) {
      out.comments.push({
        item: idx,
        ref: ref + 1,
        parentRef: ref,
        user: replier,
        content: question ? question[1] : pick(rng, THANKS),
        createdAt: new Date(replyAt),
        deletedAt: null,
      });
    }
    for (const liker of READERS) {
      if (liker !== user && readers.includes(liker) && chance(rng, 0.3)) {
        out.likes.push({ user: liker, commentRef: ref, createdAt: new Date(Math.min(at + int(rng, 1, 72) * 3_600_000, to)) });
      }
    }
  }
}
