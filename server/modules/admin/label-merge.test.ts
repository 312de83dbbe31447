import { auditList } from '@contract/admin/admin-audit';
import { type AdminLabelView, labelCreate, labelDelete, labelMerge, labelUsage } from '@contract/admin/admin-labels';
import { labelName } from '@contract/common/common';
import { searchSuggest } from '@contract/search/search';
import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { connect } from '../../db/client';
import { reindexItem } from '../../search/index-doc';
import { call } from '../../test/client';
import { search } from '../../test/search/search';
import { setupRuntime } from '../../test/setup-runtime';
import { entry, idOf, publish, save } from '../../test/wiki/flow';

const t = setupRuntime('admin', 'zhangsan');
const db = () => t.rt.deps.db;

const create = async (parentId: number, name: string, domainId: number | null = null) => {
  const r = await call<AdminLabelView>(t.rt, labelCreate, { parentId, name, domainId }, { token: t.admin });
  if (r.status !== 200) throw new Error(`create failed: ${r.body.message}`);
  return r.body.data.id;
};
const merge = (id: number, targetId: number, token = t.admin) =>
  call<{ itemCount: number }>(t.rt, labelMerge, { targetId }, { token, params: { id } });
const usage = async (id: number) =>
  (await call<{ itemCount: number; childCount: number }>(t.rt, labelUsage, {}, { token: t.admin, params: { id } })).body.data;
const carried = async (id: number) =>
  (
    await db().execute<{ label_id: number }>(
      sql`select label_id from knowledge_labels where knowledge_id = ${id} order by label_id`,
    )
  ).rows.map((r) => r.label_id);
const versionLabels = async (id: number) =>
  (
    await db().execute<{ label_ids: number[] }>(
      sql`select label_ids from knowledge_versions where knowledge_id = ${id} order by version desc limit 1`,
    )
  ).rows[0].label_ids;
const facetKey = async (id: number) =>
  (await db().execute<{ k: string }>(sql`select facet_key::text as k from search_docs where knowledge_id = ${id}`)).rows[0]?.k;
const suggestedLabels = async (keyword: string) =>
  (await call<{ labels: { name: string }[] }>(t.rt, searchSuggest, { keyword }, { token: t.zhangsan })).body.data.labels.map(
    (l) => l.name,
  );

describe('label merge', () => {
  let kind: number;
  let a: number;
  let b: number;
  let child: number;
  const items: Record<'onlyA' | 'both' | 'onlyB' | 'draft', number> = { onlyA: 0, both: 0, onlyB: 0, draft: 0 };

  beforeAll(async () => {
    kind = await idOf(t.rt, 'labels', '知识类型');
    b = await idOf(t.rt, 'labels', '案例经验');
    a = await create(kind, '经验沉淀');
    child = await create(a, '复盘记录');
    const policy = await idOf(t.rt, 'labels', '制度规范');
    items.onlyA = await publish(t.rt, t.admin, t.admin, { title: '标签合并甲', labelIds: [a] });
    items.both = await publish(t.rt, t.admin, t.admin, { title: '标签合并乙', labelIds: [a, policy, b] });
    items.onlyB = await publish(t.rt, t.admin, t.admin, { title: '标签合并丙', labelIds: [b] });
    items.draft = (await save(t.rt, t.admin, entry({ title: '标签合并丁', labelIds: [a] }))).id;
  });

  it('counts the items carrying a label, drafts included, before anything changes', async () => {
    expect(await usage(a)).toEqual({ itemCount: 3, childCount: 1 });
  });

  it('refuses a merge into itself, a category, its own sub-label or another category, changing nothing', async () => {
    const cases: [number, string][] = [
      [a, '不能把标签合并到它自己'],
      [kind, '不能合并到标签分类「知识类型」，请选择其下的具体标签'],
      [child, '不能合并到自身的下级标签'],
      [await idOf(t.rt, 'labels', '北京'), '只能合并到「知识类型」分类内的标签，「北京」属于「地区」'],
      [999_999, '目标标签：所选标签不存在'],
    ];
    for (const [target, message] of cases) {
      const r = await merge(a, target);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await merge(a, b, t.zhangsan)).status).toBe(403);
    expect((await call(t.rt, labelMerge, { targetId: b }, { params: { id: a } })).status).toBe(401);
    expect(await carried(items.onlyA)).toEqual([a]);
  });

  it('refuses a target restricted to another domain than the items of the merged label', async () => {
    const videoOnly = await create(kind, '视频专用', 3);
    const r = await merge(a, videoOnly);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('「经验沉淀」或其下级标签已用于 3 条其他知识域的知识，不能限定为视频库');
    expect(await carried(items.onlyA)).toEqual([a]);
  });

  it('gives every item of A the label B once, in versions, lists and the search index, and moves A’s sub-labels', async () => {
    // Cached label suggestions must not outlive the merge.
    expect(await suggestedLabels('经验沉淀')).toEqual(['经验沉淀']);
    const policy = await idOf(t.rt, 'labels', '制度规范');
    const r = await merge(a, b);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ itemCount: 3 });

    expect(await carried(items.onlyA)).toEqual([b]);
    expect(await carried(items.both)).toEqual([policy, b].sort((x, y) => x - y));
    expect(await versionLabels(items.both)).toEqual([b, policy]);
    expect(await versionLabels(items.draft)).toEqual([b]);
    expect((await db().execute(sql`select 1 from labels where id = ${a}`)).rows).toEqual([]);
    expect((await db().execute<{ parent_id: number }>(sql`select parent_id from labels where id = ${child}`)).rows).toEqual([
      { parent_id: b },
    ]);

    // The index agrees: a search filtered by B finds the merged items and counts them in its facets.
    const found = await search(t.rt, t.zhangsan, { keyword: '标签合并', labelIds: [b] });
    expect(found.list.map((h) => h.title).sort()).toEqual(['标签合并丙', '标签合并乙', '标签合并甲']);
    expect(found.facets.labels.find((l) => l.id === b)?.count).toBe(3);
    expect(found.facets.labels.some((l) => l.id === a)).toBe(false);
    // The facet key is the one a full reindex writes, and search_facets knows it.
    for (const id of [items.onlyA, items.both]) {
      const merged = await facetKey(id);
      await reindexItem(db(), id);
      expect(await facetKey(id)).toBe(merged);
      const known = await db().execute(sql`select 1 from search_facets where facet_key = ${merged}::bigint`);
      expect(known.rows.length).toBe(1);
    }

    // Readers see the change at once: editors' label groups and the suggestions.
    const groups = await call<{ name: string; labelList: { id: number }[] }[]>(t.rt, labelName, ['知识类型'], {
      token: t.zhangsan,
    });
    expect(groups.body.data[0].labelList.map((l) => l.id)).not.toContain(a);
    expect(await suggestedLabels('经验沉淀')).toEqual([]);

    const audit = await call<{ list: { action: string; target: string; changes: unknown[] }[] }>(
      t.rt,
      auditList,
      { page: 1, size: 1 },
      { token: t.admin },
    );
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'label_merge',
      target: '标签 知识类型/经验沉淀',
      changes: [
        { field: '名称', before: '经验沉淀', after: '' },
        { field: '上级', before: '知识类型', after: '' },
        { field: '适用知识域', before: '全部知识域', after: '' },
        { field: '合并到', before: '', after: '知识类型/案例经验' },
        { field: '涉及知识', before: '', after: '3 条' },
      ],
    });
  });

  it('refuses a merge whose sub-labels would clash with the target’s', async () => {
    const x = await create(kind, '合并源');
    await create(x, '复盘记录');
    const r = await merge(x, b);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('「案例经验」下已有名为「复盘记录」的标签，请先重命名或合并后再合并');
    expect((await usage(x)).childCount).toBe(1);
  });
});

describe('label delete', () => {
  it('answers the count first, then takes the label off those items and out of the index', async () => {
    const region = await idOf(t.rt, 'labels', '地区');
    const doomed = await create(region, '雄安');
    const kept = await idOf(t.rt, 'labels', '北京');
    const one = await publish(t.rt, t.admin, t.admin, { title: '标签删除甲', labelIds: [doomed, kept] });
    const two = await publish(t.rt, t.admin, t.admin, { title: '标签删除乙', labelIds: [doomed] });
    // A published item whose pending edit adds the label carries it too.
    const three = await publish(t.rt, t.admin, t.admin, { title: '标签删除丙', labelIds: [kept] });
    await save(t.rt, t.admin, entry({ id: three, baseVersion: 1, title: '标签删除丙', labelIds: [kept, doomed] }));
    expect(await usage(doomed)).toEqual({ itemCount: 3, childCount: 0 });
    const before = await search(t.rt, t.zhangsan, { keyword: '标签删除', labelIds: [doomed] });
    expect(before.total).toBe(2);

    const r = await call<{ itemCount: number }>(t.rt, labelDelete, {}, { token: t.admin, params: { id: doomed } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ itemCount: 3 });
    expect(await carried(one)).toEqual([kept]);
    expect(await versionLabels(three)).toEqual([kept]);
    expect(await carried(two)).toEqual([]);
    expect(await versionLabels(one)).toEqual([kept]);
    const after = await search(t.rt, t.zhangsan, { keyword: '标签删除' });
    expect(after.total).toBe(3);
    expect(after.facets.labels.some((l) => l.id === doomed)).toBe(false);
    expect((await search(t.rt, t.zhangsan, { keyword: '标签删除', labelIds: [kept] })).total).toBe(2);
    const key = await facetKey(two);
    await reindexItem(db(), two);
    expect(await facetKey(two)).toBe(key);
    expect((await call(t.rt, labelDelete, {}, { token: t.admin, params: { id: doomed } })).status).toBe(404);
  });
});

describe('labels changed while items are saved', () => {
  /** Calls waiting on the wiki's item-values lock in this test's database (other test files share the server). */
  const waiting = async () =>
    (
      await db().execute<{ n: number }>(sql`
        select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and not l.granted and d.datname = current_database()
          and l.classid = 72447102 and l.objid = 1 and l.objsubid = 2`)
    ).rows[0].n;
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  };

  it('lets a delete wait for a save in progress, and a save that waited on a delete find the label gone', async () => {
    const region = await idOf(t.rt, 'labels', '地区');
    const doomed = await create(region, '并发甲');
    const other = connect(t.rt.databaseUrl, 2);
    try {
      // A save in progress holds the wiki's shared lock: the delete waits for it.
      let deleted = false;
      const holding = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock_shared(72447102, 1)`);
        const del = call(t.rt, labelDelete, {}, { token: t.admin, params: { id: doomed } }).then((r) => {
          deleted = true;
          return r;
        });
        await until(async () => (await waiting()) > 0);
        expect(deleted).toBe(false);
        // Wrapped: a promise returned as is would be awaited before the commit it waits for.
        return { del };
      });
      expect((await (await holding).del).status).toBe(200);
      expect(deleted).toBe(true);

      // A delete in progress: a save that passed its first check waits, then finds the label gone.
      const second = await create(region, '并发乙');
      const { saving } = await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72447102, 1)`);
        const pending = call(t.rt, wikiSave, entry({ title: '并发保存', labelIds: [second] }), { token: t.admin });
        await until(async () => (await waiting()) > 0);
        await tx.execute(sql`delete from labels where id = ${second}`);
        return { saving: pending };
      });
      const r = await saving;
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(`标签：编号为${second}的标签不存在`);
    } finally {
      await other.close();
    }
  });
});
