import type { accountStory, centreStats } from '@contract/account/account-centre';
import { EVENT_ACTION_NAMES, type EventAction } from '@contract/platform/events';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { comments, favourites, footprints, knowledge, knowledgeLabels, likes } from '../../db/schema/index';
import { lastTwelveMonths, personActivity } from '../../events/person-activity';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { labelIndex } from '../../lib/label-index';

type Stats = z.output<typeof centreStats.output>;
type Story = z.output<typeof accountStory.output>;

/** What the personal page's activity list shows: things done to knowledge, not sign-ins or clicks. */
const RECENT_ACTIONS: EventAction[] = ['create', 'upload', 'submit', 'view', 'comment', 'like', 'favourite', 'share'];
/** How far back the activity list looks: the events table is partitioned by month. */
const RECENT_DAYS = 90;
const RECENT_MAX = 10;

const iso = (d: Date | string) => new Date(d).toISOString();

// `readableBy` speaks of the item as `k`; the event log (partitioned, outside the schema) stays text.
const k = alias(knowledge, 'k');
const fv = alias(favourites, 'fv');
const fp = alias(footprints, 'fp');
const kl = alias(knowledgeLabels, 'kl');

/** The personal page's numbers and recent activity; every figure counts only what the caller may still read. */
export async function loadCentreStats(db: Db, user: SessionUser): Promise<Stats> {
  const reader = readerOf(user);
  const mine = sql`${k.authorId} = ${user.id} and ${k.publishedVersion} is not null and ${k.deletedAt} is null
    and ${k.domainId} = any(${intArray(reader.domainIds)})`;
  const [published, totals, favourited, recent] = await Promise.all([
    db.execute<{ domain_id: number; n: number }>(
      sql`select ${k.domainId}, count(*)::int as n from ${knowledge} ${k} where ${mine} group by ${k.domainId}`,
    ),
    db.execute<{ views: number; likes_received: number }>(
      sql`select coalesce(sum(${k.views}), 0)::int as views, coalesce(sum(${k.likeCount}), 0)::int as likes_received
        from ${knowledge} ${k} where ${mine}`,
    ),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${favourites} ${fv} join ${knowledge} ${k} on ${k.id} = ${fv.knowledgeId}
      where ${fv.userId} = ${user.id} and ${readableBy(reader)}`),
    db.execute<{ action: EventAction; at: Date; id: number | null; domain_id: number | null; title: string | null }>(sql`
      select e.action, e.occurred_at as at, ${k.id}, ${k.domainId}, ${k.title}
      from events e left join ${knowledge} ${k} on ${k.id} = e.subject_id
      where e.user_id = ${user.id} and e.occurred_at > now() - make_interval(days => ${RECENT_DAYS})
        and e.action = any(${`{${RECENT_ACTIONS.join(',')}}`}::text[])
        and (e.subject_id is null or (${k.id} is not null and ${readableBy(reader)}))
      order by e.occurred_at desc limit ${RECENT_MAX}`),
  ]);
  const counts = new Map(published.rows.map((r) => [r.domain_id, r.n]));
  return {
    published: reader.domainIds.map((domainId) => ({ domainId, count: counts.get(domainId) ?? 0 })),
    readsReceived: totals.rows[0]?.views ?? 0,
    likesReceived: totals.rows[0]?.likes_received ?? 0,
    favourites: favourited.rows[0]?.n ?? 0,
    recent: recent.rows.map((r) => ({
      action: r.action,
      actionName: EVENT_ACTION_NAMES[r.action] ?? r.action,
      at: iso(r.at),
      item:
        r.id !== null && r.domain_id !== null && r.title !== null ? { id: r.id, domainId: r.domain_id, title: r.title } : null,
    })),
  };
}

const THEMES_MAX = 5;

/**
 * "我的知识故事": the caller's last twelve calendar months (this one
 * included) in the knowledge centre. Reads come from footprints (one per item
 * and day), activity days from events; items since hidden from him are not
 * counted, so no figure points at something he cannot open.
 */
export async function loadStory(db: Db, user: SessionUser): Promise<Story> {
  const reader = readerOf(user);
  const span = lastTwelveMonths();
  // The first Asia/Shanghai day of the span, as an instant.
  const from = sql`(${span.from}::date::timestamp at time zone 'Asia/Shanghai')`;
  const reads = sql`${footprints} ${fp} join ${knowledge} ${k} on ${k.id} = ${fp.knowledgeId}
    where ${fp.userId} = ${user.id} and ${fp.viewedAt} >= ${from} and ${readableBy(reader)}`;
  type Moment = { viewed_at: Date; id: number; domain_id: number; title: string };
  const [range, activity, read, themes, contributions, first, latest, labels] = await Promise.all([
    db.execute<{ from: Date; to: Date }>(sql`select ${from} as from, now() as to`),
    personActivity(db, user.id, span),
    db.execute<{ n: number }>(sql`select count(distinct ${fp.knowledgeId})::int as n from ${reads}`),
    db.execute<{ label_id: number; n: number }>(sql`
      select ${kl.labelId}, count(distinct ${fp.knowledgeId})::int as n
      from ${footprints} ${fp} join ${knowledge} ${k} on ${k.id} = ${fp.knowledgeId}
        join ${knowledgeLabels} ${kl} on ${kl.knowledgeId} = ${k.id}
      where ${fp.userId} = ${user.id} and ${fp.viewedAt} >= ${from} and ${readableBy(reader)}
      group by ${kl.labelId} order by n desc, ${kl.labelId} limit ${THEMES_MAX}`),
    db.execute<{ published: number; comments_written: number; likes_given: number }>(sql`
      select
        (select count(*)::int from ${knowledge} where ${knowledge.authorId} = ${user.id} and ${knowledge.deletedAt} is null
          and ${knowledge.publishedAt} >= ${from}) as published,
        (select count(*)::int from ${comments} where ${comments.userId} = ${user.id} and ${comments.deletedAt} is null
          and ${comments.createdAt} >= ${from}) as comments_written,
        (select count(*)::int from ${likes} where ${likes.userId} = ${user.id} and ${likes.createdAt} >= ${from}) as likes_given`),
    db.execute<Moment>(
      sql`select ${fp.viewedAt}, ${k.id}, ${k.domainId}, ${k.title} from ${reads} order by ${fp.viewedAt} asc limit 1`,
    ),
    db.execute<Moment>(
      sql`select ${fp.viewedAt}, ${k.id}, ${k.domainId}, ${k.title} from ${reads} order by ${fp.viewedAt} desc limit 1`,
    ),
    labelIndex(db),
  ]);
  const moment = (r: Moment | undefined) =>
    r ? { at: iso(r.viewed_at), item: { id: r.id, domainId: r.domain_id, title: r.title } } : null;
  return {
    from: iso(range.rows[0].from),
    to: iso(range.rows[0].to),
    // Active days and reads per month: the reports' own definition (server/events/person-activity.ts).
    daysActive: activity.activeDays,
    itemsRead: read.rows[0]?.n ?? 0,
    topThemes: themes.rows.flatMap((t) => {
      const l = labels.get(t.label_id);
      return l ? [{ id: l.id, name: l.name, count: t.n }] : [];
    }),
    contributions: {
      published: contributions.rows[0]?.published ?? 0,
      comments: contributions.rows[0]?.comments_written ?? 0,
      likesGiven: contributions.rows[0]?.likes_given ?? 0,
    },
    first: moment(first.rows[0]),
    latest: moment(latest.rows[0]),
    monthly: span.months.map((month) => ({ month, reads: activity.readsByMonth.get(month) ?? 0 })),
  };
}
