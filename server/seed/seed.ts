import { DOMAIN_IDS } from '@contract/platform/domains';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { registerProviders } from '../app';
import {
  configItems,
  fields,
  groups,
  imagePaths,
  labels,
  messages,
  notices,
  resources,
  roles,
  sensitiveWords,
  tasks,
  userFields,
  userRoles,
  users,
} from '../db/schema/index';
import type { Deps } from '../deps';
import { prepareContent } from '../lib/sanitize';
import { normaliseWord } from '../moderation/compact';
import { bumpRevision } from '../moderation/word-list';
import { CONFIG_ITEMS, FIELDS, IMAGE_PATHS, LABEL_TREE, RESOURCES, ROLES } from './base';
import { seedDemoContent } from './content/content';
import { DEMO_GROUPS, DEMO_MESSAGES, DEMO_TASKS, DEMO_USERS } from './demo';
import { DEMO_NOTICES } from './demo-notices';
import { backfillDemoEvents } from './events/backfill';
import { seedDemoPlates } from './forum/plates';
import { seedDemoForum } from './forum/seed-forum';
import { seedDemoGraph } from './graph/seed-graph';
import { seedDemoLibrary } from './library/seed-library';
import { SENSITIVE_WORDS } from './sensitive-words';
import { seedDemoVideos } from './videos/seed-videos';

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

/**
 * Seeds an empty database: the reference data every install needs (roles,
 * menu resources, config items, label categories, fields, the admin account)
 * and, unless AIKN_SEED=none, the demo organisation. A database that already
 * has users is left alone.
 */
export interface SeedOptions {
  /**
   * Seed the demo knowledge content (entries, comments, likes…) with the demo
   * organisation. Test templates leave it out so each test builds its own data.
   */
  content?: boolean;
}

export async function seedDatabase(deps: Deps, options: SeedOptions = {}): Promise<boolean> {
  // The seed writes through the engines, which ask the modules' providers (forum links, moderated comments).
  registerProviders();
  const { db, config, log } = deps;
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(config.demoPassword);
  let seeded = false;
  await db.transaction(async (tx) => {
    // Several processes may start on one empty external database at once.
    await tx.execute(sql`select pg_advisory_xact_lock(72447002)`);
    const again = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((again[0]?.n ?? 0) > 0) return;
    seeded = true;
    const roleRows = await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ name: r.name, permissions: [...r.permissions] })))
      .returning();
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;
    await tx.insert(resources).values(RESOURCES.map((r, i) => ({ ...r, sort: i })));
    await tx.insert(configItems).values(CONFIG_ITEMS);
    await tx.insert(imagePaths).values(IMAGE_PATHS);
    let sort = 0;
    for (const [category, children] of Object.entries(LABEL_TREE)) {
      const [root] = await tx.insert(labels).values({ name: category, parentId: null, sort: sort++ }).returning();
      await tx.insert(labels).values(children.map((name, i) => ({ name, parentId: root.id, sort: i })));
    }
    const fieldRows = await tx.insert(fields).values(FIELDS).returning();
    await tx
      .insert(sensitiveWords)
      .values(SENSITIVE_WORDS.map(([word, action]) => ({ word, normalised: normaliseWord(word), action })))
      .onConflictDoNothing();
    await bumpRevision(tx);

    const groupIds = new Map<string, number>();
    if (config.seed === 'demo') {
      for (const [i, g] of DEMO_GROUPS.entries()) {
        const [row] = await tx
          .insert(groups)
          .values({ name: g.name, parentId: g.parent ? groupIds.get(g.parent)! : null, sort: i })
          .returning();
        groupIds.set(g.key, row.id);
      }
    }
    const [admin] = await tx
      .insert(users)
      .values({
        username: 'admin',
        nickname: '管理员',
        type: 1,
        isAdmin: true,
        passwordHash,
        groupId: groupIds.get('hq') ?? null,
      })
      .returning();
    await tx.insert(userRoles).values({ userId: admin.id, roleId: roleId('系统管理员') });
    if (config.seed !== 'demo') return;

    await tx.insert(notices).values(
      DEMO_NOTICES.map((n) => {
        const at = new Date(Date.now() - n.daysAgo * 86_400_000);
        return {
          title: n.title,
          ...prepareContent(n.content),
          audience: 'all',
          pinned: n.pinned,
          publishAt: at,
          authorId: admin.id,
          notifiedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          nickname: u.nickname,
          type: u.type,
          isAdmin: u.isAdmin,
          mobile: u.mobile,
          email: u.email,
          passwordHash,
          groupId: u.group ? groupIds.get(u.group)! : null,
        })
        .returning();
      await tx.insert(userRoles).values({ userId: row.id, roleId: roleId(u.role) });
      if (u.username === 'zhangsan') {
        const now = Date.now();
        await tx.insert(messages).values(
          DEMO_MESSAGES.map((m) => ({
            userId: row.id,
            customType: m.customType,
            title: m.title,
            content: m.content,
            link: m.link,
            createdAt: new Date(now - m.minutesAgo * 60_000),
          })),
        );
        await tx.insert(tasks).values(
          DEMO_TASKS.map((t) => ({
            userId: row.id,
            title: t.title,
            link: t.link,
            dueAt: new Date(now + t.dueInDays * 86_400_000),
          })),
        );
        await tx
          .insert(userFields)
          .values(
            fieldRows.filter((f) => f.domainId === DOMAIN_IDS.wiki).map((f, i) => ({ userId: row.id, fieldId: f.id, sort: i })),
          );
      }
    }
    await seedDemoPlates(tx);
  });
  if (!seeded) return false;
  if (config.seed === 'demo' && options.content !== false) {
    await seedDemoContent(deps);
    await seedDemoLibrary(deps);
    await seedDemoVideos(deps);
    const forum = await seedDemoForum(deps, passwordHash);
    if (forum) log.info(forum, '已写入演示论坛');
  }
  // After the content, so entities link to the entries and documents they stand for; without content the graph stands alone.
  if (config.seed === 'demo') {
    const graph = await deps.db.transaction((tx) => seedDemoGraph(tx));
    if (graph) log.info(graph, '已写入演示知识图谱');
  }
  // Last, so the events cover everything the demo wrote: a fresh demo's reports have a history to show.
  if (config.seed === 'demo' && options.content !== false) {
    const events = await backfillDemoEvents(deps.db);
    if (events) log.info(events, '已补录演示数据的事件');
  }
  log.info({ seed: config.seed }, config.seed === 'demo' ? '已写入演示组织数据' : '已写入基础数据');
  return true;
}
