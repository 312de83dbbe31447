import { DOMAIN_IDS } from '@contract/platform/domains';
import type { EventAction } from '@contract/platform/events';
import { GENERATED_ACTIONS } from './actions';
import { dayKind, shanghaiDayStart, shanghaiHour, shanghaiWeekday } from './calendar';
import { type EventBatch, generateEvents, periodStart } from './generate';
import type { Population } from './population';

const NOW = Date.parse('2026-11-26T09:30:00Z');
const YEAR_AGO = NOW - 400 * 86_400_000;

/** A small organisation: 40 people in 4 groups, items of the three domains published long ago or recently. */
const population: Population = {
  people: Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, groupId: i < 36 ? 10 + (i % 4) : null })),
  wiki: Array.from({ length: 60 }, (_, i) => ({
    id: 1_000 + i,
    domainId: DOMAIN_IDS.wiki,
    publishedAt: i < 50 ? YEAR_AGO : NOW - 20 * 86_400_000,
    version: 1,
  })),
  library: Array.from({ length: 20 }, (_, i) => ({
    id: 2_000 + i,
    domainId: DOMAIN_IDS.library,
    publishedAt: YEAR_AGO,
    version: 2,
  })),
  video: Array.from({ length: 5 }, (_, i) => ({ id: 3_000 + i, domainId: DOMAIN_IDS.video, publishedAt: YEAR_AGO, version: 1 })),
  keywords: ['报销', '请假', '合同', '安全', '入职', '考勤', '采购', '预算'],
};

const all = (seed: number, events = 5_000): EventBatch => {
  const out: EventBatch = { at: [], action: [], userId: [], groupId: [], domainId: [], subjectId: [], ip: [], detail: [] };
  for (const b of generateEvents(population, { events, seed, now: NOW, batch: 1_000 })) {
    for (const k of Object.keys(out) as (keyof EventBatch)[]) (out[k] as unknown[]).push(...b[k]);
  }
  return out;
};

describe('generateEvents', () => {
  const e = all(7);

  it('makes the number of events asked for, in the year ending now, oldest first', () => {
    expect(e.at.length).toBe(5_000);
    const start = periodStart(NOW);
    expect(Math.min(...e.at)).toBeGreaterThanOrEqual(start);
    expect(Math.max(...e.at)).toBeLessThanOrEqual(NOW);
    expect(Math.max(...e.at) - start).toBeGreaterThan(360 * 86_400_000);
    const days = e.at.map(shanghaiDayStart);
    expect(days.every((d, i) => i === 0 || d >= days[i - 1])).toBe(true);
  });

  it('gives today only the activity that has already happened (an early-morning run adds a few night owls)', () => {
    const early = Date.parse('2026-11-25T17:50:00Z'); // 01:50 in Shanghai
    const today = shanghaiDayStart(early);
    let onToday = 0;
    let n = 0;
    for (const b of generateEvents(population, { events: 5_000, seed: 3, now: early })) {
      n += b.at.length;
      onToday += b.at.filter((t) => t >= today).length;
    }
    expect(n).toBe(5_000);
    expect(onToday).toBeLessThan(10);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(all(7)).toEqual(e);
    expect(all(8).at).not.toEqual(e.at);
  });

  it('names only the population and items already published, with each person’s group', () => {
    const people = new Map(population.people.map((p) => [p.id, p]));
    const items = new Map([...population.wiki, ...population.library, ...population.video].map((it) => [it.id, it]));
    e.userId.forEach((u, i) => {
      expect(people.get(u)?.groupId).toBe(e.groupId[i]);
      const s = e.subjectId[i];
      if (s === null) {
        expect(e.domainId[i]).toBeNull();
        return;
      }
      const item = items.get(s)!;
      expect(item.domainId).toBe(e.domainId[i]);
      expect(item.publishedAt).toBeLessThanOrEqual(e.at[i]);
    });
    // Nothing that is also a row elsewhere (an item created or approved, a task done, feedback): issue 28.
    expect([...new Set(e.action)].filter((a) => !GENERATED_ACTIONS.includes(a as EventAction))).toEqual([]);
    const downloads = e.domainId.filter((_, i) => e.action[i] === 'download');
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.every((d) => d === DOMAIN_IDS.library)).toBe(true);
  });

  it('likes and favourites an item once per person, previews a document once a day, and names the version downloaded', () => {
    for (const action of ['like', 'favourite'] as const) {
      const keys = e.userId.map((u, i) => `${u}:${e.subjectId[i]}`).filter((_, i) => e.action[i] === action);
      expect(keys.length, action).toBeGreaterThan(0);
      expect(new Set(keys).size, action).toBe(keys.length);
    }
    const previews = e.userId
      .map((u, i) => `${u}:${e.subjectId[i]}:${shanghaiDayStart(e.at[i])}`)
      .filter((_, i) => e.action[i] === 'preview');
    expect(new Set(previews).size).toBe(previews.length);
    const versions = e.detail.filter((_, i) => e.action[i] === 'download').map((d) => JSON.parse(d!).version);
    expect(versions.every((v) => v === 2)).toBe(true);
  });

  it('happens mostly on working days in office hours, with a morning and an afternoon peak', () => {
    const office = e.at.filter((t) => dayKind(shanghaiDayStart(t)) === 'work' && shanghaiHour(t) >= 8 && shanghaiHour(t) < 19);
    expect(office.length / e.at.length).toBeGreaterThan(0.85);
    const weekend = e.at.filter((t) => [0, 6].includes(shanghaiWeekday(t)));
    expect(weekend.length / e.at.length).toBeLessThan(0.05);
    const byHour = Array<number>(24).fill(0);
    for (const t of e.at) byHour[shanghaiHour(t)]++;
    expect(byHour[10]).toBeGreaterThan(byHour[12]);
    expect(byHour[15]).toBeGreaterThan(byHour[12]);
    expect(byHour[10]).toBeGreaterThan(5 * byHour[21]);
  });

  it('skews activity: the busiest tenth of people do far more than the quietest half', () => {
    const per = new Map<number, number>();
    for (const u of e.userId) per.set(u, (per.get(u) ?? 0) + 1);
    const counts = population.people.map((p) => per.get(p.id) ?? 0).sort((a, b) => b - a);
    const top = counts.slice(0, 4).reduce((a, b) => a + b, 0);
    const bottom = counts.slice(20).reduce((a, b) => a + b, 0);
    expect(top).toBeGreaterThan(bottom);
  });

  it('brackets each person’s day: one sign-in before the first act, at most one sign-out after the last', () => {
    const days = new Map<string, { action: string; at: number }[]>();
    e.at.forEach((t, i) => {
      const key = `${e.userId[i]}:${shanghaiDayStart(t)}`;
      days.set(key, [...(days.get(key) ?? []), { action: e.action[i], at: t }]);
    });
    for (const acts of days.values()) {
      const logins = acts.filter((a) => a.action === 'login');
      const logouts = acts.filter((a) => a.action === 'logout');
      expect(logins).toHaveLength(1);
      expect(logouts.length).toBeLessThanOrEqual(1);
      const others = acts.filter((a) => a.action !== 'login' && a.action !== 'logout').map((a) => a.at);
      if (others.length === 0) continue;
      expect(logins[0].at).toBeLessThanOrEqual(Math.min(...others));
      if (logouts[0]) expect(logouts[0].at).toBeGreaterThanOrEqual(Math.max(...others));
    }
    const share = (a: string) => e.action.filter((x) => x === a).length / e.action.length;
    expect(share('logout')).toBeGreaterThan(0.3 * share('login'));
    expect(share('view')).toBeGreaterThan(share('search'));
  });

  it('logs searches with keywords and hits (some none), result clicks with positions, and watch seconds', () => {
    const searches = e.detail.filter((_, i) => e.action[i] === 'search').map((d) => JSON.parse(d!));
    expect(searches.some((s) => s.hits === 0)).toBe(true);
    expect(searches.filter((s) => s.hits > 0).every((s) => population.keywords.includes(s.keyword))).toBe(true);
    const clicks = e.detail.filter((_, i) => e.action[i] === 'click').map((d) => JSON.parse(d!));
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.every((c) => c.position >= 1 && population.keywords.includes(c.keyword))).toBe(true);
    const watches = e.detail.filter((_, i) => e.action[i] === 'watch').map((d) => JSON.parse(d!));
    expect(watches.every((w) => w.seconds > 0)).toBe(true);
  });
});
