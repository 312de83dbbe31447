import type { EventAction } from '@contract/platform/events';
import { hashString, type Rng, rngFrom } from '../content/prng';
import { ACTION_MIX, CLICK_SHARE, type GeneratedAction, NO_HIT_QUERIES, NO_HIT_SHARE } from './actions';
import { DAY_MS, dayKind, dayWeights, momentOf, shanghaiDayStart, shareBefore } from './calendar';
import type { Item, Person, Population } from './population';
import { position, Weighted, zipfWeights } from './sampler';

/** Generated events, column by column (what the bulk insert's `unnest` takes). */
export interface EventBatch {
  at: number[];
  action: EventAction[];
  userId: number[];
  groupId: (number | null)[];
  domainId: (number | null)[];
  subjectId: (number | null)[];
  ip: string[];
  detail: (string | null)[];
}

export interface GenerateOptions {
  events: number;
  seed: number;
  /** The period ends now (the last day is today, up to this moment). */
  now: number;
  days?: number;
  /** Events per batch (batches end at day boundaries, so they may be a little larger). */
  batch?: number;
}

const emptyBatch = (): EventBatch => ({
  at: [],
  action: [],
  userId: [],
  groupId: [],
  domainId: [],
  subjectId: [],
  ip: [],
  detail: [],
});

/** A popularity order over a domain's items: a seeded shuffle, so the hits are not simply the oldest items. */
class Catalogue {
  private readonly order: Item[];
  private readonly weights: Weighted | null;
  constructor(items: readonly Item[], rng: Rng) {
    this.order = [...items];
    for (let i = this.order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [this.order[i], this.order[j]] = [this.order[j], this.order[i]];
    }
    this.weights = items.length > 0 ? new Weighted(zipfWeights(items.length)) : null;
  }
  /** A popular item already published at `t`, or null when a few tries find none. */
  pick(rng: Rng, t: number): Item | null {
    if (!this.weights) return null;
    for (let tries = 0; tries < 6; tries++) {
      const it = this.order[this.weights.pick(rng)];
      if (it.publishedAt <= t) return it;
    }
    return null;
  }
}

/** A client address per person: the office network, one subnet per group. */
const ipOf = (p: Person) => `10.${16 + ((p.groupId ?? 0) % 200)}.${(p.id >> 8) & 255}.${p.id & 255}`;

/**
 * A year of events over the population, oldest day first, in batches.
 * Deterministic for a seed, population and `now`.
 */
export function* generateEvents(pop: Population, opts: GenerateOptions): Generator<EventBatch> {
  if (pop.people.length === 0) return;
  const rng = rngFrom(opts.seed);
  const days = opts.days ?? 365;
  const batchSize = opts.batch ?? 50_000;
  const today = shanghaiDayStart(opts.now);
  const dayStarts = Array.from({ length: days }, (_, i) => today - (days - 1 - i) * DAY_MS);
  const weights = dayWeights(dayStarts);
  // Today is only partly over: it gets the share of a day's activity that has already happened.
  weights[days - 1] *= shareBefore(rngFrom(opts.seed + 1), today, dayKind(today), opts.now);
  const total = weights.reduce((a, b) => a + b, 0);
  // Activity per person: heavy-tailed (Pareto), so a few people do much and many do little.
  // Capped, so that nobody does more than a few percent of everything.
  const people = new Weighted(pop.people.map(() => Math.min(60, 1 / (1 - rng()) ** 1.25)));
  const actions = new Weighted(ACTION_MIX.map(([, w]) => w));
  const keywords = new Weighted(zipfWeights(Math.max(1, pop.keywords.length), 0.9));
  const cat = {
    wiki: new Catalogue(pop.wiki, rng),
    library: new Catalogue(pop.library, rng),
    video: new Catalogue(pop.video, rng),
  };
  const anyDomain = new Weighted([pop.wiki.length > 0 ? 55 : 0, pop.library.length > 0 ? 30 : 0, pop.video.length > 0 ? 15 : 0]);
  const catalogues = [cat.wiki, cat.library, cat.video];
  // A person likes or favourites an item once (the rows are one per person and item).
  const once = new Set<string>();

  let batch = emptyBatch();
  let made = 0;
  let cumulative = 0;
  for (let d = 0; d < days; d++) {
    cumulative += weights[d];
    const target = Math.round((opts.events * cumulative) / total);
    const budget = target - made;
    if (budget <= 0) continue;
    const day = makeDay(dayStarts[d], budget);
    made += day.length;
    day.sort((a, b) => a.at - b.at);
    for (const e of day) push(batch, e);
    if (batch.at.length >= batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.at.length > 0) yield batch;

  interface Row {
    at: number;
    action: EventAction;
    person: Person;
    item: Item | null;
    detail: Record<string, unknown> | null;
  }

  function push(b: EventBatch, e: Row) {
    b.at.push(e.at);
    b.action.push(e.action);
    b.userId.push(e.person.id);
    b.groupId.push(e.person.groupId);
    b.domainId.push(e.item?.domainId ?? null);
    b.subjectId.push(e.item?.id ?? null);
    b.ip.push(ipOf(e.person));
    b.detail.push(e.detail ? JSON.stringify(e.detail) : null);
  }

  /**
   * One day's events: exactly `budget` of them, unless the catalogue is too
   * young for the day (the shortfall moves to the next days). Everyone who
   * acts signs in a few minutes before their first act; about half sign out
   * after their last one.
   */
  function makeDay(dayStart: number, budget: number): Row[] {
    const kind = dayKind(dayStart);
    const end = Math.min(dayStart + DAY_MS, opts.now);
    const acts: Row[] = [];
    const present = new Set<Person>();
    const leaving = new Set<Person>();
    const seen = new Set<string>();
    const used = () => acts.length + present.size + leaving.size;
    let misses = 0;
    while (used() < budget && misses < budget * 4) {
      const person = pop.people[people.pick(rng)];
      let at = momentOf(rng, dayStart, kind);
      for (let tries = 0; at >= end && tries < 20; tries++) at = momentOf(rng, dayStart, kind);
      if (at >= end) at = dayStart + Math.floor(rng() * (end - dayStart));
      const made = act(person, at, used() < budget - 3, seen);
      if (made.length === 0) {
        misses++;
        continue;
      }
      for (const r of made) {
        if (present.has(r.person)) continue;
        present.add(r.person);
        if (rng() < 0.55) leaving.add(r.person);
      }
      acts.push(...made);
    }
    // The last act may have brought a sign-in and a sign-out along: give back what overshoots.
    while (used() > budget) {
      const p = leaving.values().next().value;
      if (p) leaving.delete(p);
      else if (acts.length > 0) acts.pop();
      else break;
    }
    const first = new Map<Person, number>();
    const last = new Map<Person, number>();
    for (const r of acts) {
      first.set(r.person, Math.min(first.get(r.person) ?? r.at, r.at));
      last.set(r.person, Math.max(last.get(r.person) ?? r.at, r.at));
    }
    const rows = acts;
    for (const person of present) {
      const at = (first.get(person) ?? dayStart + 9 * 3_600_000) - 60_000 - Math.floor(rng() * 600_000);
      rows.push({ at: Math.max(dayStart, at), action: 'login', person, item: null, detail: null });
    }
    for (const person of leaving) {
      const at = (last.get(person) ?? dayStart + 18 * 3_600_000) + 60_000 + Math.floor(rng() * 1_200_000);
      rows.push({ at: Math.min(end - 1, at), action: 'logout', person, item: null, detail: null });
    }
    return rows;
  }

  function act(actor: Person, at: number, roomForClick: boolean, seen: Set<string>): Row[] {
    const person = actor;
    const action: GeneratedAction = ACTION_MIX[actions.pick(rng)][0];
    const row = (item: Item | null, detail: Record<string, unknown> | null = null): Row[] => [
      { at, action, person, item, detail },
    ];
    switch (action) {
      case 'view': {
        // A view counts once per person, item and day, like the item's view counter: a second look picks another item.
        for (let tries = 0; tries < 4; tries++) {
          const item = catalogues[anyDomain.pick(rng)].pick(rng, at);
          const key = item && `${person.id}:${item.id}`;
          if (!key || seen.has(key)) continue;
          seen.add(key);
          return row(item);
        }
        return [];
      }
      case 'search':
        return search(person, at, roomForClick);
      case 'download': {
        const item = cat.library.pick(rng, at);
        return item ? row(item, { version: item.version }) : [];
      }
      case 'preview': {
        // Recorded once per person, document and day, as the preview endpoint does.
        const item = cat.library.pick(rng, at);
        const key = item && `p${person.id}:${item.id}`;
        if (!key || seen.has(key)) return [];
        seen.add(key);
        return row(item, { version: item.version });
      }
      case 'like':
      case 'favourite': {
        const item = catalogues[anyDomain.pick(rng)].pick(rng, at);
        const key = item && `${action}${person.id}:${item.id}`;
        if (!key || once.has(key)) return [];
        once.add(key);
        return row(item);
      }
      case 'watch': {
        // One watch event per person, video and day (as the player records it), with the day's seconds:
        // most viewers watch a few minutes, some the whole video.
        const item = cat.video.pick(rng, at);
        const key = item && `w${person.id}:${item.id}`;
        if (!key || seen.has(key)) return [];
        seen.add(key);
        return row(item, { seconds: Math.round(30 + 1_500 * rng() ** 2.2) });
      }
    }
  }

  function search(person: Person, at: number, roomForClick: boolean): Row[] {
    const noHit = pop.keywords.length === 0 || rng() < NO_HIT_SHARE;
    const keyword = noHit ? NO_HIT_QUERIES[Math.floor(rng() * NO_HIT_QUERIES.length)] : pop.keywords[keywords.pick(rng)];
    // The same keyword finds about the same number of items all year.
    const hits = noHit ? 0 : 1 + (hashString(keyword) % 180);
    const rows: Row[] = [
      { at, action: 'search', person, item: null, detail: { keyword, hits, tookMs: 8 + Math.floor(rng() * 120) } },
    ];
    if (hits > 0 && roomForClick && rng() < CLICK_SHARE) {
      const clickAt = at + 5_000 + Math.floor(rng() * 85_000);
      const item = catalogues[anyDomain.pick(rng)].pick(rng, clickAt);
      if (item && clickAt < opts.now) {
        rows.push({
          at: clickAt,
          action: 'click',
          person,
          item,
          detail: { keyword, position: position(rng, Math.min(hits, 20)) },
        });
      }
    }
    return rows;
  }
}

/** The Shanghai day the generated period starts on (for its partitions). */
export const periodStart = (now: number, days = 365) => shanghaiDayStart(now) - (days - 1) * DAY_MS;
