import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import { PROGRESS_INTERVAL_SECONDS } from '../../../contract/video';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
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
    await tx.execute(sql`
      insert into video_progress (user_id, knowledge_id, updated_at)
      values (${reader.id}, ${item.id}, now() - make_interval(secs => ${FIRST_REPORT_MAX_SECONDS}))
      on conflict (user_id, knowledge_id) do nothing`);
    const locked = await tx.execute<{ elapsed: number }>(sql`
      select extract(epoch from (now() - updated_at))::float8 as elapsed from video_progress
      where user_id = ${reader.id} and knowledge_id = ${item.id} for update`);
    const accepted = Math.max(0, Math.min(report.watched, locked.rows[0].elapsed));
    const saved = await tx.execute<{ position: number; watched: number; completed: boolean }>(sql`
      update video_progress set position_seconds = ${position}, watched_seconds = watched_seconds + ${accepted},
        completed_at = coalesce(completed_at, case when ${atEnd} then now() end), updated_at = now()
      where user_id = ${reader.id} and knowledge_id = ${item.id}
      returning position_seconds as position, watched_seconds as watched, completed_at is not null as completed`);
    if (accepted > 0) {
      const day = await tx.execute<{ first: boolean }>(sql`
        insert into video_watch_daily (user_id, knowledge_id, day, seconds) values (${reader.id}, ${item.id}, ${TODAY}, ${accepted})
        on conflict (user_id, knowledge_id, day) do update set seconds = video_watch_daily.seconds + excluded.seconds
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
