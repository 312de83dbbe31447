import { DOMAIN_IDS } from '@contract/platform/domains';
import { PROGRESS_INTERVAL_SECONDS } from '@contract/video/video';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { videoProgress, videoWatchDaily } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { actor } from '../../events/actor';
import { addEventAmount, recordEvent } from '../../events/record-event';
import { TODAY } from '../../knowledge/footprint';
import { readableItem } from '../../knowledge/item';
import { videoFileOf } from './video-file';

/**
 * Most watch time a first report may claim: the player reports every
 * PROGRESS_INTERVAL_SECONDS while playing, so a first report covers at most
 * about one interval; two leave room for a late timer.
 */
export const FIRST_REPORT_MAX_SECONDS = PROGRESS_INTERVAL_SECONDS * 2;

/** A position this close to the end (5 %, between 1 and 5 s) counts as watched to the end. */
export function isAtEnd(position: number, duration: number | null): boolean {
  if (!duration) return false;
  return position >= duration - Math.min(5, Math.max(1, duration * 0.05));
}

export interface ProgressReport {
  id: number;
  /** Seconds into the video. */
  position: number;
  /** Seconds of playback since the previous report. */
  watched: number;
}

/**
 * Saves where the caller is in a video and adds the watch time to their
 * total, to today's (Asia/Shanghai) sum and to the event rollups. The claimed watch time is capped
 * by the wall time since the caller's previous report of this video, so
 * replaying or forging reports cannot inflate it; the row lock serialises
 * two tabs reporting at once.
 */
export async function reportProgress(db: Db, reader: Reader, report: ProgressReport) {
  const item = await readableItem(db, reader, DOMAIN_IDS.video, report.id);
  const { durationSeconds } = await videoFileOf(db, item.id, item.published_version ?? item.latest_version);
  const position = durationSeconds ? Math.min(report.position, durationSeconds) : report.position;
  const atEnd = isAtEnd(position, durationSeconds);
  return db.transaction(async (tx) => {
    // A first report finds a row dated FIRST_REPORT_MAX_SECONDS back, so one rule caps every report.
    const vp = videoProgress;
    const mine = sql`${vp.userId} = ${reader.id} and ${vp.knowledgeId} = ${item.id}`;
    await tx.execute(sql`
      insert into ${vp} (${bare(vp.userId)}, ${bare(vp.knowledgeId)}, ${bare(vp.updatedAt)})
      values (${reader.id}, ${item.id}, now() - make_interval(secs => ${FIRST_REPORT_MAX_SECONDS}))
      on conflict (${bare(vp.userId)}, ${bare(vp.knowledgeId)}) do nothing`);
    const locked = await tx.execute<{ elapsed: number }>(sql`
      select extract(epoch from (now() - ${vp.updatedAt}))::float8 as elapsed from ${vp}
      where ${mine} for update`);
    const accepted = Math.max(0, Math.min(report.watched, locked.rows[0].elapsed));
    const saved = await tx.execute<{ position: number; watched: number; completed: boolean }>(sql`
      update ${vp} set ${bare(vp.positionSeconds)} = ${position}, ${bare(vp.watchedSeconds)} = ${vp.watchedSeconds} + ${accepted},
        ${bare(vp.completedAt)} = coalesce(${vp.completedAt}, case when ${atEnd} then now() end), ${bare(vp.updatedAt)} = now()
      where ${mine}
      returning ${vp.positionSeconds} as position, ${vp.watchedSeconds} as watched, ${vp.completedAt} is not null as completed`);
    if (accepted > 0) {
      const wd = videoWatchDaily;
      const day = await tx.execute<{ first: boolean }>(sql`
        insert into ${wd} (${bare(wd.userId)}, ${bare(wd.knowledgeId)}, ${bare(wd.day)}, ${bare(wd.seconds)})
        values (${reader.id}, ${item.id}, ${TODAY}, ${accepted})
        on conflict (${bare(wd.userId)}, ${bare(wd.knowledgeId)}, ${bare(wd.day)})
        do update set ${bare(wd.seconds)} = ${wd.seconds} + excluded.${bare(wd.seconds)}
        returning (xmax = 0) as first`);
      // Decision 020: one `watch` event per user, video and day (the day's first report that adds watch time),
      // and every report's seconds in the rollups' amount.
      const subject = { type: DOMAIN_IDS.video, id: item.id };
      if (day.rows[0].first) await recordEvent(tx, { action: 'watch', ...actor(reader), subject });
      await addEventAmount(tx, { action: 'watch', userId: reader.id, subject, amount: accepted });
    }
    const row = saved.rows[0];
    return { position: row.position, watchedSeconds: row.watched, completed: row.completed };
  });
}
