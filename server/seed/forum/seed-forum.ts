import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { bbsAnswers, bbsPosts, comments, knowledge, knowledgeLabels, knowledgeVersions, likes } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { intArray } from '../../lib/int-array';
import { prepareContent } from '../../lib/sanitize';
import { refreshAllHot } from '../../modules/bbs/hot-score';
import type { Tx } from '../content/refs';
import { inChunks, reserveIds } from '../content/writer';
import { DEMO_GROUPS } from '../demo';
import { FORUM_EXPERTS, FORUM_MEMBERS, FORUM_TOPICS } from './members';
import { planForum } from './plan';

/**
 * Seeds the demo forum (issue 18) on a demo database without posts: members,
 * topics, experts, ~320 posts (questions with answers and accepted ones,
 * shares, cases, two held for review), votes, likes, comments, follows,
 * invitations and open reports. Counters are derived from the rows written.
 */
export async function seedDemoForum(
  deps: Deps,
  passwordHash: string,
  now = Date.now(),
): Promise<{ posts: number; answers: number } | null> {
  return deps.db.transaction(async (tx) => {
    const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from bbs_posts`);
    if (existing.rows[0].n > 0) return null;
    await addMembers(tx, passwordHash);
    const user = await idsBy(tx, sql`select username as key, id from users`);
    const plate = await idsBy(tx, sql`select name as key, id from bbs_plates`);
    const label = await idsBy(
      tx,
      sql`select r.name || '/' || l.name as key, l.id from labels l join labels r on r.id = l.parent_id where r.parent_id is null`,
    );
    const group = await idsBy(tx, sql`select id::text as key, coalesce(group_id, 0) as id from users`);
    const topic = await addTopics(tx, user);
    await addExperts(tx, user, label);

    const members = ['zhangsan', 'lisi', 'admin', ...FORUM_MEMBERS.map((m) => m.username)];
    const { posts, votes } = planForum(members);
    const ids = await reserveIds(tx, 'knowledge', posts.length);
    const at = (ageMs: number) => new Date(now - ageMs);
    const texts = posts.map((p) => prepareContent(p.html));
    await inChunks(
      posts.map((p, i) => ({ p, i })),
      100,
      (chunk) =>
        tx.insert(knowledge).values(
          chunk.map(({ p, i }) => ({
            id: ids[i],
            domainId: DOMAIN_IDS.bbs,
            title: p.title,
            authorId: user.get(p.author)!,
            groupId: group.get(String(user.get(p.author))) || null,
            status: 'published',
            visibility: 'all',
            publishedVersion: 1,
            latestVersion: 1,
            views: p.views,
            likeCount: p.likers.length,
            commentCount: p.comments.length,
            createdAt: at(p.ageMs),
            updatedAt: at(p.ageMs),
            publishedAt: at(p.ageMs),
          })),
        ),
    );
    await inChunks(
      posts.map((p, i) => ({ p, i })),
      60,
      (chunk) =>
        tx.insert(knowledgeVersions).values(
          chunk.map(({ p, i }) => ({
            knowledgeId: ids[i],
            version: 1,
            status: 'published',
            title: p.title,
            content: texts[i].content,
            contentText: texts[i].contentText,
            labelIds: p.labels.map(([c, n]) => label.get(`${c}/${n}`)!),
            groupId: group.get(String(user.get(p.author))) || null,
            editorId: user.get(p.author)!,
            createdAt: at(p.ageMs),
            updatedAt: at(p.ageMs),
            decidedAt: at(p.ageMs),
          })),
        ),
    );
    const labelRows = posts.flatMap((p, i) =>
      p.labels.map(([c, n]) => ({ knowledgeId: ids[i], labelId: label.get(`${c}/${n}`)! })),
    );
    await inChunks(labelRows, 500, (chunk) => tx.insert(knowledgeLabels).values(chunk));

    const answerIds = posts.map(() => [] as number[]);
    const flat = posts.flatMap((p, i) => p.answers.map((a, k) => ({ a, i, k })));
    const reserved = await reserveIds(tx, 'bbs_answers', flat.length);
    for (const [n, { i }] of flat.entries()) answerIds[i].push(reserved[n]);
    await inChunks(flat, 200, (chunk) =>
      tx.insert(bbsAnswers).values(
        chunk.map(({ a, i, k }) => {
          const text = prepareContent(a.html);
          return {
            id: answerIds[i][k],
            postId: ids[i],
            authorId: user.get(a.author)!,
            content: text.content,
            contentText: text.contentText,
            accepted: posts[i].accepted === k,
            createdAt: at(a.ageMs),
            updatedAt: at(a.ageMs),
          };
        }),
      ),
    );
    await inChunks(
      posts.map((p, i) => ({ p, i })),
      200,
      (chunk) =>
        tx.insert(bbsPosts).values(
          chunk.map(({ p, i }) => ({
            knowledgeId: ids[i],
            kind: p.kind,
            plateId: plate.get(p.plate)!,
            caseBackground: p.caseParts?.background ?? '',
            caseProblem: p.caseParts?.problem ?? '',
            caseAnalysis: p.caseParts?.analysis ?? '',
            caseSolution: p.caseParts?.solution ?? '',
            caseResult: p.caseParts?.result ?? '',
            region: p.region,
            product: p.product,
            reward: p.reward,
            acceptedAnswerId: p.accepted === null ? null : answerIds[i][p.accepted],
            answerCount: p.answers.length,
            state: p.state,
            flaggedWords: [],
            lastActivityAt: at(Math.min(p.ageMs, ...p.answers.map((a) => a.ageMs))),
            createdAt: at(p.ageMs),
            firstPublishedAt: at(p.ageMs),
          })),
        ),
    );
    const topicRows = posts.flatMap((p, i) => p.topics.map((t) => ({ post: ids[i], topic: topic.get(t)! })));
    await inChunks(topicRows, 500, (chunk) =>
      tx.execute(sql`insert into bbs_post_topics (post_id, topic_id)
        select * from unnest(${intArray(chunk.map((r) => r.post))}, ${intArray(chunk.map((r) => r.topic))})`),
    );
    await inChunks(votes, 1000, (chunk) =>
      tx.execute(sql`insert into bbs_votes (user_id, target_type, target_id, value)
        select * from unnest(${intArray(chunk.map((v) => user.get(v.user)!))}, ${intArray(chunk.map((v) => v.target))}::smallint[],
          ${intArray(chunk.map((v) => (v.answer === null ? ids[v.post] : answerIds[v.post][v.answer])))},
          ${intArray(chunk.map((v) => v.value))}::smallint[])`),
    );
    await tx.execute(sql`update bbs_posts p set vote_score = s.score
      from (select target_id, sum(value)::int as score from bbs_votes where target_type = 1 group by 1) s where s.target_id = p.knowledge_id`);
    await tx.execute(sql`update bbs_answers a set vote_score = s.score
      from (select target_id, sum(value)::int as score from bbs_votes where target_type = 2 group by 1) s where s.target_id = a.id`);
    const likeRows = posts.flatMap((p, i) =>
      p.likers.map((u) => ({ userId: user.get(u)!, targetType: 'knowledge', targetId: ids[i], createdAt: at(p.ageMs / 2) })),
    );
    await inChunks(likeRows, 1000, (chunk) => tx.insert(likes).values(chunk));
    const commentRows = posts.flatMap((p, i) =>
      p.comments.map((c) => ({
        knowledgeId: ids[i],
        answerId: c.answer === null ? null : answerIds[i][c.answer],
        userId: user.get(c.user)!,
        content: c.text,
        createdAt: at(c.ageMs),
      })),
    );
    await inChunks(commentRows, 500, (chunk) => tx.insert(comments).values(chunk));
    await addSocial(tx, user, plate, topic, ids, posts, answerIds);
    await refreshAllHot(tx);
    return { posts: posts.length, answers: flat.length };
  });
}

async function idsBy(tx: Tx, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const rows = await tx.execute<{ key: string; id: number }>(query);
  return new Map(rows.rows.map((r) => [r.key, r.id]));
}

async function addMembers(tx: Tx, passwordHash: string) {
  const groups = await idsBy(tx, sql`select name as key, id from groups`);
  const groupId = (key: string) => groups.get(DEMO_GROUPS.find((g) => g.key === key)!.name) ?? null;
  for (const m of FORUM_MEMBERS) {
    await tx.execute(sql`
      with u as (insert into users (username, nickname, type, password_hash, group_id)
        values (${m.username}, ${m.nickname}, 1, ${passwordHash}, ${groupId(m.group)}) on conflict do nothing returning id)
      insert into user_roles (user_id, role_id) select u.id, r.id from u, roles r where r.name = '普通员工'`);
  }
}

async function addTopics(tx: Tx, user: Map<string, number>): Promise<Map<string, number>> {
  for (const t of FORUM_TOPICS) {
    await tx.execute(sql`insert into bbs_topics (name, description, proposer_id, state, decided_by, decided_at)
      values (${t.name}, ${t.description}, ${user.get('zhangsan')!}, ${t.approved ? 'approved' : 'proposed'},
        ${t.approved ? user.get('admin')! : null}, ${t.approved ? sql`now()` : null})`);
  }
  return idsBy(tx, sql`select name as key, id from bbs_topics`);
}

async function addExperts(tx: Tx, user: Map<string, number>, label: Map<string, number>) {
  for (const e of FORUM_EXPERTS) {
    const labelIds = e.fields.map((f) => label.get(`业务领域/${f}`)!);
    await tx.execute(sql`insert into bbs_experts (user_id, label_ids, introduction, state, decided_by, decided_at)
      values (${user.get(e.username)!}, ${intArray(labelIds)}, ${e.introduction}, 'approved', ${user.get('admin')!}, now())`);
  }
  // One application waiting in admin/expert.
  await tx.execute(sql`insert into bbs_experts (user_id, label_ids, introduction, state)
    values (${user.get('chenxue')!}, ${intArray([label.get('业务领域/财务管理')!])}, '数据分析师，熟悉财务报表。', 'applied')`);
}

async function addSocial(
  tx: Tx,
  user: Map<string, number>,
  plate: Map<string, number>,
  topic: Map<string, number>,
  ids: number[],
  posts: ReturnType<typeof planForum>['posts'],
  answerIds: number[][],
) {
  const zhangsan = user.get('zhangsan')!;
  for (const name of ['后端与数据库', '案例分享']) {
    await tx.execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${zhangsan}, 1, ${plate.get(name)!})`);
  }
  for (const name of ['数据库', '项目复盘']) {
    await tx.execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${zhangsan}, 2, ${topic.get(name)!})`);
  }
  // Unanswered questions with an expert invited (told when they were published, long ago).
  const unanswered = posts.flatMap((p, i) => (p.kind === 'question' && p.answers.length === 0 ? [i] : [])).slice(0, 4);
  for (const i of unanswered) {
    await tx.execute(sql`insert into bbs_invitations (post_id, expert_id, inviter_id, told_at)
      values (${ids[i]}, ${user.get('zhouqiang')!}, ${user.get(posts[i].author)!}, now()) on conflict do nothing`);
  }
  // Open reports for the moderators.
  const shares = posts.flatMap((p, i) => (p.kind === 'share' && p.state === 'visible' ? [i] : []));
  const reported = [shares[3], shares[11]];
  for (const [n, i] of reported.entries()) {
    await tx.execute(sql`insert into bbs_reports (reporter_id, target_type, target_id, post_id, reason)
      values (${user.get(n === 0 ? 'lisi' : 'sunli')!}, 1, ${ids[i]}, ${ids[i]}, ${n === 0 ? '内容与版块无关' : '疑似广告'})`);
  }
  const answered = posts.findIndex((p) => p.answers.length > 1);
  await tx.execute(sql`insert into bbs_reports (reporter_id, target_type, target_id, post_id, reason)
    values (${user.get('wangfang')!}, 2, ${answerIds[answered][1]}, ${ids[answered]}, '回答内容有误导')`);
}
