import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { readableBy } from '../../knowledge/access';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { type ContentStats, seedDemoContent } from './content';

let rt: TestRuntime;
let stats: ContentStats | null;

const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rt.deps.db.execute<T>(q)).rows;
const one = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(q))[0].n;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'demo' });
  stats = await seedDemoContent(rt.deps);
});
afterAll(() => rt.close());

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'a',
]);

/** Tags outside the sanitiser's list, or attributes other than a plain https href on links. */
function disallowedMarkup(html: string): string[] {
  const bad: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [tag, name, attrs] = m;
    if (!ALLOWED_TAGS.has(name)) bad.push(tag);
    else if (attrs.trim() && !(name === 'a' && /^\s*href="https:\/\/[^"<>]+"\s*$/.test(attrs))) bad.push(tag);
  }
  return bad;
}

describe('demo knowledge content', () => {
  it('writes at least 200 wiki entries with distinct titles within the time budget', async () => {
    expect(stats).not.toBeNull();
    expect(stats!.ms).toBeLessThan(15_000);
    expect(await one(sql`select count(*)::int as n from knowledge where domain_id = ${DOMAIN_IDS.wiki}`)).toBeGreaterThanOrEqual(
      200,
    );
    expect(
      await one(sql`select count(*)::int as n from knowledge where domain_id = ${DOMAIN_IDS.wiki} and deleted_at is null`),
    ).toBeGreaterThanOrEqual(200);
    const dup = await rows(sql`select title from knowledge group by title having count(*) > 1`);
    expect(dup).toEqual([]);
  });

  it('labels every entry with 2–5 labels from several categories and uses every category', async () => {
    const per = await rows<{ n: number; cats: number }>(sql`
      select count(*)::int as n, count(distinct l.parent_id)::int as cats
      from knowledge_labels kl join labels l on l.id = kl.label_id group by kl.knowledge_id`);
    expect(per).toHaveLength(await one(sql`select count(*)::int as n from knowledge`));
    for (const p of per) {
      expect(p.n).toBeGreaterThanOrEqual(2);
      expect(p.n).toBeLessThanOrEqual(5);
      expect(p.cats).toBeGreaterThanOrEqual(2);
    }
    const used = await one(sql`
      select count(distinct r.id)::int as n from knowledge_labels kl
      join labels l on l.id = kl.label_id join labels r on r.id = l.parent_id`);
    expect(used).toBe(await one(sql`select count(*)::int as n from labels where parent_id is null`));
    const versionsAgree = await one(sql`
      select count(*)::int as n from knowledge_versions v where array(select unnest(v.label_ids) order by 1) <> (
        select array_agg(label_id order by label_id) from knowledge_labels where knowledge_id = v.knowledge_id)`);
    expect(versionsAgree).toBe(0);
  });

  it('spreads entries over groups and authors, mostly zhangsan and admin', async () => {
    expect(await one(sql`select count(distinct group_id)::int as n from knowledge`)).toBeGreaterThanOrEqual(3);
    const authors = await rows<{ username: string; n: number }>(sql`
      select u.username, count(*)::int as n from knowledge k join users u on u.id = k.author_id group by u.username order by n desc`);
    expect(
      authors
        .slice(0, 2)
        .map((a) => a.username)
        .sort(),
    ).toEqual(['admin', 'zhangsan']);
  });

  it('keeps every counter equal to the rows behind it', async () => {
    const off = await rows(sql`
      select k.id from knowledge k where
        k.like_count <> (select count(*) from likes l where l.target_type = 'knowledge' and l.target_id = k.id)
        or k.comment_count <> (select count(*) from comments c where c.knowledge_id = k.id and c.deleted_at is null)
        or k.favourite_count <> (select count(*) from favourites f where f.knowledge_id = k.id)
        or k.views <> (select count(*) from footprints f where f.knowledge_id = k.id)`);
    expect(off).toEqual([]);
    const comments = await rows(sql`
      select c.id from comments c where c.like_count <> (
        select count(*) from likes l where l.target_type = 'comment' and l.target_id = c.id)`);
    expect(comments).toEqual([]);
    expect(await one(sql`select count(*)::int as n from comments where parent_id is not null`)).toBeGreaterThan(20);
    expect(await one(sql`select count(*)::int as n from comments where deleted_at is not null`)).toBeGreaterThanOrEqual(1);
    expect(await one(sql`select count(*)::int as n from likes where target_type = 'comment'`)).toBeGreaterThan(0);
  });

  it('mirrors the published version on each entry and keeps one published version at most', async () => {
    const bad = await rows(sql`
      select k.id from knowledge k where
        k.latest_version <> (select max(version) from knowledge_versions v where v.knowledge_id = k.id)
        or (select count(*) from knowledge_versions v where v.knowledge_id = k.id and v.status = 'published') > 1
        or (k.published_version is not null and not exists (select 1 from knowledge_versions v
              where v.knowledge_id = k.id and v.version = k.published_version and v.status = 'published'
                and v.title = k.title and v.summary = k.summary and v.group_id = k.group_id))
        or k.status <> (select v.status from knowledge_versions v where v.knowledge_id = k.id and v.version = k.latest_version)
        or (k.published_version is null) <> (k.published_at is null)`);
    expect(bad).toEqual([]);
    expect(await one(sql`select count(*)::int as n from knowledge where latest_version >= 2`)).toBeGreaterThanOrEqual(30);
  });

  it('records computed change summaries and decisions on versions', async () => {
    const versions = await rows<{ version: number; change_summary: string; status: string; decided_by: number | null }>(
      sql`select version, change_summary, status, decided_by from knowledge_versions`,
    );
    for (const v of versions) {
      if (v.version === 1) expect(v.change_summary).toBe('首次创建');
      else expect(v.change_summary).toMatch(/^正文(新增\d+字(、删除\d+字)?|删除\d+字)$/);
      expect(v.decided_by !== null).toBe(['published', 'superseded', 'rejected'].includes(v.status));
    }
    expect(versions.some((v) => /新增\d+字、删除\d+字/.test(v.change_summary))).toBe(true);
  });

  it('includes pending approvals, drafts, a rejection, restricted entries and recycled ones', async () => {
    const pendingOverPublished = await one(sql`
      select count(*)::int as n from knowledge where status = 'pending' and published_version is not null`);
    expect(pendingOverPublished).toBeGreaterThanOrEqual(3);
    expect(
      await one(sql`select count(*)::int as n from knowledge where status = 'pending' and published_version is null`),
    ).toBeGreaterThanOrEqual(2);
    expect(await one(sql`select count(*)::int as n from knowledge where status = 'draft'`)).toBeGreaterThanOrEqual(3);
    const rejected = await rows<{ decision_comment: string | null }>(
      sql`select decision_comment from knowledge_versions where status = 'rejected'`,
    );
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    for (const r of rejected) expect(r.decision_comment?.length ?? 0).toBeGreaterThan(10);
    const restricted = await rows<{ visibility: string; n: number }>(sql`
      select k.visibility, count(v.id)::int as n from knowledge k
      left join knowledge_visibility v on v.knowledge_id = k.id where k.visibility <> 'all' group by k.id`);
    expect(restricted.length).toBeGreaterThanOrEqual(4);
    expect(new Set(restricted.map((r) => r.visibility))).toEqual(new Set(['groups', 'users']));
    for (const r of restricted) expect(r.n).toBeGreaterThan(0);
    const recycled = await one(sql`
      select count(*)::int as n from knowledge where deleted_at is not null
        and deleted_at > now() - interval '30 days' and deleted_by = author_id`);
    expect(recycled).toBeGreaterThanOrEqual(2);
  });

  it('lets the access rules hide restricted entries from readers outside them', async () => {
    const [zhangsan, wangwu] = await rows<{ id: number; group_id: number | null }>(
      sql`select id, group_id from users where username in ('zhangsan', 'wangwu') order by username desc`,
    );
    const ancestors = await rows<{ id: number }>(sql`
      with recursive up as (select id, parent_id from groups where id = ${zhangsan.group_id}
        union all select g.id, g.parent_id from groups g join up on g.id = up.parent_id) select id from up`);
    const readable = async (id: number, groupIds: number[]) =>
      one(sql`select count(*)::int as n from knowledge k where ${readableBy({ id, isAdmin: false, isApprover: false, canWrite: false, groupIds, domainIds: [DOMAIN_IDS.wiki] })}
        and k.published_version is not null and k.visibility <> 'all'`);
    const restrictedLive = await one(
      sql`select count(*)::int as n from knowledge where visibility <> 'all' and deleted_at is null`,
    );
    const forZhangsan = await readable(
      zhangsan.id,
      ancestors.map((a) => a.id),
    );
    expect(forZhangsan).toBeGreaterThan(0);
    expect(forZhangsan).toBeLessThan(restrictedLive);
    expect(await readable(wangwu.id, [])).toBe(0);
    // Nobody left a footprint on an entry they cannot read.
    const strays = await one(sql`
      select count(*)::int as n from footprints f join knowledge k on k.id = f.knowledge_id
      where f.user_id = ${wangwu.id} and k.visibility <> 'all'`);
    expect(strays).toBe(0);
  });

  it('stores custom field values for the wiki fields', async () => {
    const fields = await rows<{ id: number; code: string; options: string[] }>(
      sql`select id, code, options from fields where domain_id = ${DOMAIN_IDS.wiki}`,
    );
    const scope = fields.find((f) => f.code === 'scope')!;
    const values = await rows<{ fields: { fieldId: number; value: string }[] }>(sql`select fields from knowledge_versions`);
    for (const v of values) {
      const s = v.fields.find((f) => f.fieldId === scope.id);
      expect(scope.options).toContain(s?.value);
      for (const f of v.fields) expect(fields.map((x) => x.id)).toContain(f.fieldId);
    }
    const dates = values.flatMap((v) => v.fields.filter((f) => f.fieldId === fields.find((x) => x.code === 'effectiveDate')!.id));
    expect(dates.length).toBeGreaterThan(100);
    for (const d of dates) expect(d.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps favourites in their owner’s folders and footprints within the last 60 days', async () => {
    expect(await one(sql`select count(*)::int as n from favourite_folders where is_default and name = '默认收藏夹'`)).toBe(
      await one(sql`select count(*)::int as n from users`),
    );
    expect(
      await one(
        sql`select count(*)::int as n from favourites f join favourite_folders d on d.id = f.folder_id where d.user_id <> f.user_id`,
      ),
    ).toBe(0);
    expect(await one(sql`select count(*)::int as n from favourites`)).toBeGreaterThan(20);
    expect(await one(sql`select count(*)::int as n from footprints where day < current_date - 60 or viewed_at > now()`)).toBe(0);
    expect(await one(sql`select count(*)::int as n from footprints`)).toBeGreaterThan(1000);
  });

  it('writes real text using only the tags the sanitiser keeps', async () => {
    const versions = await rows<{ content: string; content_text: string; summary: string }>(
      sql`select content, content_text, summary from knowledge_versions`,
    );
    for (const v of versions) {
      expect(disallowedMarkup(v.content)).toEqual([]);
      expect(v.content_text.length).toBeGreaterThan(100);
      expect(v.summary.length).toBeGreaterThan(10);
      expect(v.summary.length).toBeLessThanOrEqual(500);
      expect(v.content_text).not.toMatch(/lorem|ipsum|测试测试|TODO|占位/i);
    }
    expect(versions.filter((v) => v.content.includes('<table>')).length).toBeGreaterThan(versions.length / 2);
    expect(versions.filter((v) => v.content.includes('<ol>')).length).toBeGreaterThan(50);
  });

  it('leaves a database that already has entries alone', async () => {
    const before = await one(sql`select count(*)::int as n from knowledge`);
    expect(await seedDemoContent(rt.deps)).toBeNull();
    expect(await one(sql`select count(*)::int as n from knowledge`)).toBe(before);
  });

  it('produces the same entries in every install', async () => {
    const other = await createTestRuntime({ seed: 'demo' });
    try {
      await seedDemoContent(other.deps, Date.now() - 3 * 86_400_000);
      const fingerprint = async (r: TestRuntime) =>
        (
          await r.deps.db.execute<{ f: string }>(sql`
            select k.title || ':' || v.version || ':' || v.status || ':' || md5(v.content) as f
            from knowledge k join knowledge_versions v on v.knowledge_id = k.id order by k.title, v.version`)
        ).rows.map((x) => x.f);
      expect(await fingerprint(other)).toEqual(await fingerprint(rt));
    } finally {
      await other.close();
    }
  });
});
