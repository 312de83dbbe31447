import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import { files, videoFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { decide } from '../../knowledge/decide';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { DEMO_VIDEOS, type DemoVideo } from './catalogue';

const FILES = path.join(import.meta.dirname, 'files');
const DAY_MS = 86_400_000;
const MIME = { mp4: 'video/mp4', webm: 'video/webm' } as const;
/** All demo clips are 20 s, 480×270 (see generate.sh). */
const CLIP = { durationSeconds: 20, width: 480, height: 270 };

type Users = Record<'admin' | 'zhangsan' | 'wangwu', number>;

async function demoUsers(deps: Deps): Promise<Users> {
  const r = await deps.db.execute<{ id: number; username: string }>(
    sql`select id, username from users where username in ('admin', 'zhangsan', 'wangwu')`,
  );
  const id = (name: string) => {
    const row = r.rows.find((u) => u.username === name);
    if (!row) throw new Error(`demo videos: no user ${name}`);
    return row.id;
  };
  return { admin: id('admin'), zhangsan: id('zhangsan'), wangwu: id('wangwu') };
}

/** The engine's view of an author: admins manage everything, zhangsan his own videos. */
const readerFor = (id: number, isAdmin: boolean): Reader => ({
  id,
  isAdmin,
  isApprover: isAdmin,
  canWrite: true,
  groupIds: [],
  domainIds: [DOMAIN_IDS.video],
});

async function storeFile(deps: Deps, name: string, originalName: string, mime: string, ownerId: number): Promise<number> {
  const blob = await blobStoreFor(deps).put(new Uint8Array(fs.readFileSync(path.join(FILES, name))));
  const [row] = await deps.db
    .insert(files)
    .values({ storageKey: blob.key, originalName, mime, size: blob.size, sha256: blob.sha256, ownerId })
    .returning({ id: files.id });
  return row.id;
}

async function labelIds(deps: Deps, names: string[]): Promise<number[]> {
  const r = await deps.db.execute<{ id: number; name: string }>(
    sql`select id, name from labels where parent_id is not null and name in ${names}`,
  );
  return names.map((n) => {
    const row = r.rows.find((l) => l.name === n);
    if (!row) throw new Error(`demo videos: no label ${n}`);
    return row.id;
  });
}

/** Uploads, submits and approves one clip through the engine, then dates it and adds its audience. */
async function publishOne(deps: Deps, v: DemoVideo, users: Users, now: number): Promise<void> {
  const authorId = users[v.author];
  const author = readerFor(authorId, v.author === 'admin');
  const videoId = await storeFile(deps, `${v.file}.${v.kind}`, `${v.title}.${v.kind}`, MIME[v.kind], authorId);
  const posterId = await storeFile(deps, `${v.file}.jpg`, `${v.title}-封面.jpg`, 'image/jpeg', authorId);
  const saved = await saveDraft(deps.db, author, DOMAIN_IDS.video, {
    title: v.title,
    content: '',
    summary: v.summary,
    labelIds: await labelIds(deps, v.labels),
    groupId: null,
    fields: [],
    visibility: { scope: 'all', groupIds: [], userIds: [] },
    coverFileId: posterId,
  });
  await deps.db
    .insert(videoFiles)
    .values({ knowledgeId: saved.id, version: saved.version, fileId: videoId, posterFileId: posterId, kind: v.kind, ...CLIP });
  await submitForApproval(deps.db, author, DOMAIN_IDS.video, saved.id);
  await decide(deps.db, readerFor(users.admin, true), { id: saved.id, approve: true, comment: '同意发布' });

  const at = new Date(now - v.publishedDaysAgo * DAY_MS);
  await deps.db.execute(sql`update knowledge set created_at = ${at}, updated_at = ${at}, published_at = ${at}, views = ${v.views}
    where id = ${saved.id}`);
  await deps.db.execute(sql`update knowledge_versions set created_at = ${at}, updated_at = ${at}, submitted_at = ${at},
    decided_at = ${at} where knowledge_id = ${saved.id}`);
  for (const [i, viewer] of v.viewers.entries()) {
    await deps.db.execute(sql`insert into footprints (user_id, knowledge_id, day, viewed_at)
      values (${users[viewer]}, ${saved.id}, ((now() at time zone 'Asia/Shanghai')::date - ${i + 1}::int), now() - make_interval(days => ${i + 1}))
      on conflict do nothing`);
  }
  if (v.zhangsan) {
    const p = v.zhangsan;
    await deps.db.execute(sql`insert into video_progress (user_id, knowledge_id, position_seconds, watched_seconds, completed_at, updated_at)
      values (${users.zhangsan}, ${saved.id}, ${p.position}, ${p.watched}, ${p.completed ? sql`now() - interval '1 day'` : null},
        now() - interval '1 day')`);
    await deps.db.execute(sql`insert into video_watch_daily (user_id, knowledge_id, day, seconds)
      values (${users.zhangsan}, ${saved.id}, (now() at time zone 'Asia/Shanghai')::date - 1, ${p.watched})`);
  }
}

/**
 * Seeds the demo videos (the video domain): six short clips kept in the repository,
 * published through the shared engine (upload draft, submit, approve), with
 * view counts, recent viewers and zhangsan's saved positions. A database that
 * already has videos is left alone.
 */
export async function seedDemoVideos(deps: Deps, now = Date.now()): Promise<number> {
  const existing = await deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from knowledge where domain_id = ${DOMAIN_IDS.video}`,
  );
  if ((existing.rows[0]?.n ?? 0) > 0) return 0;
  const users = await demoUsers(deps);
  for (const v of DEMO_VIDEOS) await publishOne(deps, v, users, now);
  deps.log.info({ videos: DEMO_VIDEOS.length }, '已写入演示视频');
  return DEMO_VIDEOS.length;
}
