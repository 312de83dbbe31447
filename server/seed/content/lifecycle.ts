import { changeSummary, revisions } from './history';
import { toHtml, toText } from './markup';
import { RECYCLED, RESTRICTED, SPECIAL, type Special } from './plan';
import { chance, int, pick, type Rng, rngFrom } from './prng';
import type { AuthorKey, Block, Entry, GroupKey } from './types';

export const DAY = 86_400_000;
const HOUR = 3_600_000;

export type VersionStatus = 'published' | 'superseded' | 'pending' | 'draft' | 'rejected';

export interface PlannedVersion {
  version: number;
  status: VersionStatus;
  blocks: Block[];
  html: string;
  text: string;
  editor: AuthorKey;
  revision: number;
  changeSummary: string;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: AuthorKey | null;
  decisionComment: string | null;
}

export interface PlannedItem {
  entry: Entry;
  author: AuthorKey;
  visibility: { scope: 'all' | 'groups' | 'users'; groups: GroupKey[]; users: AuthorKey[] };
  versions: PlannedVersion[];
  status: Exclude<VersionStatus, 'superseded'>;
  publishedVersion: number | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  deletedAt: Date | null;
}

const APPROVAL_NOTES = ['同意发布', '内容规范，同意发布', '已核对，同意', '条理清楚，同意发布', null, null, null];

/** A moment on a working day between 09:00 and 18:00 Beijing time. */
function workTime(t: number, rng: Rng): number {
  const day = Math.floor(t / DAY) * DAY;
  return day + HOUR + Math.floor(rng() * 9 * HOUR);
}

/** When the first version was written: inside the entry's year, well before now. */
function firstWritten(entry: Entry, rng: Rng, now: number): number {
  const y = Number(entry.year);
  const latest = now - 40 * DAY;
  const { from, to } = entry.window;
  const start = Math.min(from ? Date.parse(from) : Date.UTC(y, 0, 6), latest);
  const end = Math.min(to ? Date.parse(to) : Date.UTC(y, 11, 15), latest);
  return workTime(start + Math.floor(rng() * Math.max(0, end - start)), rng);
}

function publishedCount(rng: Rng, special: Special | undefined): number {
  if (special?.state === 'pendingNew' || special?.state === 'draftNew' || special?.state === 'rejectedNew') return 0;
  if (special) return chance(rng, 0.4) ? 2 : 1;
  const r = rng();
  return r < 0.6 ? 1 : r < 0.9 ? 2 : 3;
}

const NEWEST_STATUS: Record<Special['state'], Exclude<VersionStatus, 'superseded' | 'published'>> = {
  pendingUpdate: 'pending',
  pendingNew: 'pending',
  draftNew: 'draft',
  draftUpdate: 'draft',
  rejectedNew: 'rejected',
  rejectedUpdate: 'rejected',
};

function planVersions(entry: Entry, author: AuthorKey, special: Special | undefined, rng: Rng, now: number) {
  const published = publishedCount(rng, special);
  const wanted = published + (special ? 1 : 0);
  const bodies = revisions(entry.blocks, wanted, rng);
  // A body that cannot be revised further yields fewer versions; the unpublished one is kept.
  const count = bodies.length;
  if (special && published > 0 && count < 2) throw new Error(`demo content: ${entry.key} has no earlier revision to publish`);
  const publishedN = special ? count - 1 : count;
  const versions: PlannedVersion[] = [];
  let t = publishedN > 0 ? firstWritten(entry, rng, now) : workTime(now - int(rng, 2, 20) * DAY, rng);
  for (let i = 0; i < count; i++) {
    const v = i + 1;
    const unpublished = i >= publishedN;
    if (unpublished && publishedN > 0) t = Math.max(t + DAY, workTime(now - int(rng, 1, 12) * DAY, rng));
    else if (i > 0) t = Math.max(t + HOUR, workTime(Math.min(t + int(rng, 20, 150) * DAY, now - (count - i + 2) * DAY), rng));
    const editor: AuthorKey = v > 1 && (author === 'lisi' || author === 'wangwu') ? 'admin' : author;
    const createdAt = t;
    const updatedAt = createdAt + int(rng, 1, 4) * HOUR;
    const status: VersionStatus = unpublished ? NEWEST_STATUS[special!.state] : i === publishedN - 1 ? 'published' : 'superseded';
    const submitted = status === 'draft' ? null : updatedAt + int(rng, 5, 50) * 60_000;
    const decided =
      status === 'published' || status === 'superseded' || status === 'rejected'
        ? Math.min(submitted! + int(rng, 2, 40) * HOUR, now - HOUR)
        : null;
    const reason = special && 'reason' in special ? special.reason : null;
    versions.push({
      version: v,
      status,
      blocks: bodies[i],
      html: toHtml(bodies[i]),
      text: toText(bodies[i]),
      editor,
      revision: status === 'draft' ? int(rng, 2, 7) : 1,
      changeSummary: i === 0 ? '首次创建' : changeSummary(bodies[i - 1], bodies[i]),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
      submittedAt: submitted === null ? null : new Date(submitted),
      decidedAt: decided === null ? null : new Date(decided),
      decidedBy: decided === null ? null : 'admin',
      decisionComment: status === 'rejected' ? reason : decided === null ? null : pick(rng, APPROVAL_NOTES),
    });
    t = decided ?? updatedAt;
  }
  return versions;
}

/** Versions, states and dates of every entry, relative to `now`. */
export function planItems(entries: Entry[], now: number): PlannedItem[] {
  const keys = new Set(entries.map((e) => e.key));
  for (const k of [...Object.keys(SPECIAL), ...Object.keys(RESTRICTED), ...Object.keys(RECYCLED)]) {
    if (!keys.has(k)) throw new Error(`demo content: plan names unknown entry ${k}`);
  }
  // Checklists, FAQs, guides and quizzes are written after the entry they accompany.
  const firstAt = new Map<string, number>();
  return entries.map((composed) => {
    const mainAt = firstAt.get(composed.key.split(':')[0]);
    const after = mainAt === undefined ? undefined : new Date(mainAt + 3 * DAY).toISOString().slice(0, 10);
    const from = [composed.window.from, after]
      .filter((d): d is string => !!d)
      .sort()
      .pop();
    const entry = { ...composed, window: { ...composed.window, from } };
    const rng = rngFrom(`life:${entry.key}`);
    const special = SPECIAL[entry.key];
    const author = special?.author ?? entry.author;
    const versions = planVersions(entry, author, special, rng, now);
    if (!entry.key.includes(':')) firstAt.set(entry.key, versions[0].createdAt.getTime());
    const newest = versions[versions.length - 1];
    const pub = versions.findLast((v) => v.status === 'published') ?? null;
    const restricted = RESTRICTED[entry.key];
    const recycledDays = RECYCLED[entry.key];
    return {
      entry,
      author,
      visibility: restricted
        ? {
            scope: restricted.groups ? 'groups' : 'users',
            groups: restricted.groups ?? [],
            users: restricted.users ?? [],
          }
        : { scope: 'all', groups: [], users: [] },
      versions,
      status: newest.status === 'superseded' ? 'published' : newest.status,
      publishedVersion: pub?.version ?? null,
      createdAt: versions[0].createdAt,
      updatedAt: pub?.decidedAt ?? newest.updatedAt,
      publishedAt: versions[0].status === 'draft' || !pub ? null : versions[0].decidedAt,
      deletedAt: recycledDays ? new Date(workTime(now - recycledDays * DAY, rng)) : null,
    };
  });
}
