import {
  parseSensitiveLines,
  SENSITIVE_ACTION_NAMES,
  SENSITIVE_LIMITS,
  type SensitiveAction,
  type SensitiveWordView,
} from '@contract/bbs/bbs-moderation';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { sensitiveWords as sw, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { likePattern } from '../../lib/text';
import { normaliseWord } from '../../moderation/compact';
import { bumpRevision } from '../../moderation/word-list';

/**
 * The console's 敏感词 section (decision 032): the word list behind every
 * forum write. Each change bumps the list's revision in its transaction, so
 * every server's matcher is rebuilt at its next check, and is audited there.
 */

type Row = {
  id: number;
  word: string;
  normalised: string;
  action: SensitiveAction;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function viewOf(r: Row): SensitiveWordView {
  return {
    id: r.id,
    word: r.word,
    normalised: r.normalised,
    action: r.action,
    // Seeded words have no author.
    createdBy: r.created_by ?? '系统',
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const w = alias(sw, 'w');
const u = alias(users, 'u');
const SELECT = sql`
  select ${w.id}, ${w.word}, ${w.normalised}, ${w.action}, ${u.nickname} as created_by, ${w.createdAt}, ${w.updatedAt}
  from ${sw} ${w} left join ${users} ${u} on ${u.id} = ${w.createdBy}`;

/** Words newest first; the keyword matches the word as entered or its normalised form (so 內部 finds 内部). */
export async function listSensitiveWords(
  db: Db,
  f: { page: number; size: number; keyword?: string; action?: SensitiveAction },
): Promise<{ total: number; count: number; list: SensitiveWordView[] }> {
  const conds = [sql`true`];
  if (f.keyword) {
    const norm = normaliseWord(f.keyword);
    conds.push(
      sql`(${w.word} ilike ${likePattern(f.keyword)} escape '\\' ${norm ? sql`or ${w.normalised} like ${likePattern(norm)} escape '\\'` : sql``})`,
    );
  }
  if (f.action) conds.push(sql`${w.action} = ${f.action}`);
  const where = sql.join(conds, sql` and `);
  const offset = Math.min((f.page - 1) * f.size, Number.MAX_SAFE_INTEGER);
  const [counts, rows] = await Promise.all([
    db.execute<{ total: number; count: number }>(sql`
      select count(*) filter (where ${where})::int as total, count(*)::int as count from ${sw} ${w}`),
    db.execute<Row>(sql`${SELECT} where ${where} order by ${w.id} desc limit ${f.size} offset ${offset}`),
  ]);
  return { total: counts.rows[0]?.total ?? 0, count: counts.rows[0]?.count ?? 0, list: rows.rows.map(viewOf) };
}

const snapshot = (word: string, action: SensitiveAction) => ({ 词语: word, 处理方式: SENSITIVE_ACTION_NAMES[action] });

/**
 * Adds the lines' words. A line that cannot be a word (too long, too short
 * once spaces and symbols are gone, an unknown action) refuses the whole add
 * with its line named; a word already listed, or repeated in the lines, is
 * skipped and reported.
 */
export async function createSensitiveWords(
  db: Db,
  caller: SessionUser,
  input: { lines: string; action: SensitiveAction },
): Promise<{ added: SensitiveWordView[]; skipped: { line: number; word: string; reason: string }[] }> {
  const parsed = parseSensitiveLines(input.lines, input.action);
  if (parsed.length === 0) throw badRequest('请输入敏感词，每行一个');
  if (parsed.length > SENSITIVE_LIMITS.addLines) throw badRequest(`一次最多添加${SENSITIVE_LIMITS.addLines}行`);
  const errors: string[] = [];
  const words: { line: number; word: string; normalised: string; action: SensitiveAction }[] = [];
  for (const p of parsed) {
    if ('error' in p) {
      errors.push(p.error);
      continue;
    }
    const normalised = normaliseWord(p.word);
    if ([...normalised].length < SENSITIVE_LIMITS.wordMinChars)
      errors.push(
        `第${p.line}行：「${p.word}」去掉空格和符号后不足${SENSITIVE_LIMITS.wordMinChars}个字（单字会误伤大量正常内容）`,
      );
    else words.push({ ...p, normalised });
  }
  if (errors.length > 0)
    throw badRequest(errors.length > 3 ? `${errors.slice(0, 3).join('；')}；等${errors.length}处错误` : errors.join('；'));

  return db.transaction(async (tx) => {
    // The revision row serialises changes of the list: the count and the duplicates are read under it.
    await bumpRevision(tx);
    const stored = await tx.execute<{ normalised: string; word: string }>(sql`
      select ${sw.normalised}, ${sw.word} from ${sw} where ${sw.normalised} = any(${sql.param(words.map((x) => x.normalised))}::text[])`);
    const storedBy = new Map(stored.rows.map((r) => [r.normalised, r.word]));
    const skipped: { line: number; word: string; reason: string }[] = [];
    const fresh = new Map<string, (typeof words)[number]>();
    for (const w of words) {
      const existing = storedBy.get(w.normalised);
      const earlier = fresh.get(w.normalised);
      if (existing !== undefined) skipped.push({ line: w.line, word: w.word, reason: `已有敏感词「${existing}」` });
      else if (earlier) skipped.push({ line: w.line, word: w.word, reason: `与第${earlier.line}行「${earlier.word}」重复` });
      else fresh.set(w.normalised, w);
    }
    if (fresh.size === 0) return { added: [], skipped };
    const total = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${sw}`);
    const count = total.rows[0]?.n ?? 0;
    if (count + fresh.size > SENSITIVE_LIMITS.total)
      throw badRequest(
        `敏感词总数最多${SENSITIVE_LIMITS.total}个，现有${count}个，本次最多还能添加${SENSITIVE_LIMITS.total - count}个`,
      );
    const list = [...fresh.values()];
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into ${sw} (${bare(sw.word)}, ${bare(sw.normalised)}, ${bare(sw.action)}, ${bare(sw.createdBy)})
      select * from unnest(${sql.param(list.map((x) => x.word))}::text[], ${sql.param(list.map((x) => x.normalised))}::text[],
        ${sql.param(list.map((x) => x.action))}::text[], array_fill(${caller.id}::int, array[${list.length}::int]))
      returning ${sw.id}`);
    const ids = inserted.rows.map((r) => r.id);
    const rows = await tx.execute<Row>(sql`${SELECT} where ${w.id} = any(${sql.param(ids)}::int[]) order by ${w.id}`);
    // One event per add: its words with their actions (a batch of 500 is one change, not 500).
    await recordConsoleChange(tx, caller, {
      action: 'sensitive_create',
      objectId: list.length === 1 ? ids[0] : null,
      target: list.length === 1 ? `敏感词 ${list[0].word}` : `敏感词 ${list.length}个`,
      changes: changesOf(
        null,
        list.length === 1
          ? snapshot(list[0].word, list[0].action)
          : { 词语: list.map((w) => `${w.word}（${SENSITIVE_ACTION_NAMES[w.action]}）`).join('、') },
      ),
    });
    return { added: rows.rows.map(viewOf), skipped };
  });
}

async function wordOf(tx: Tx, id: number): Promise<Row> {
  const r = await tx.execute<Row>(sql`${SELECT} where ${w.id} = ${id} for update of ${w}`);
  if (!r.rows[0]) throw notFound('敏感词不存在');
  return r.rows[0];
}

export async function updateSensitiveWord(
  db: Db,
  caller: SessionUser,
  id: number,
  action: SensitiveAction,
): Promise<SensitiveWordView> {
  return db.transaction(async (tx) => {
    const before = await wordOf(tx, id);
    if (before.action === action) return viewOf(before);
    await bumpRevision(tx);
    await tx.execute(sql`update ${sw} set ${bare(sw.action)} = ${action}, ${bare(sw.updatedAt)} = now() where ${sw.id} = ${id}`);
    await recordConsoleChange(tx, caller, {
      action: 'sensitive_edit',
      objectId: id,
      target: `敏感词 ${before.word}`,
      changes: changesOf(snapshot(before.word, before.action), snapshot(before.word, action)),
    });
    return viewOf(await wordOf(tx, id));
  });
}

export async function deleteSensitiveWord(db: Db, caller: SessionUser, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const before = await wordOf(tx, id);
    await bumpRevision(tx);
    await tx.execute(sql`delete from ${sw} where ${sw.id} = ${id}`);
    await recordConsoleChange(tx, caller, {
      action: 'sensitive_delete',
      objectId: id,
      target: `敏感词 ${before.word}`,
      changes: changesOf(snapshot(before.word, before.action), null),
    });
    return null;
  });
}
