import { SENSITIVE_ACTIONS, type SensitiveAction } from '@contract/bbs/bbs-moderation';
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { normaliseWord } from './compact';
import { Matcher } from './matcher';

/**
 * The compiled word list, kept in memory under the revision it was built
 * from (decision 032). Each use reads the one-row revision (a primary-key
 * lookup) and rebuilds only when it changed, so a change made through any
 * server is seen by every server at its next check. The revision is read
 * before the words: a change committed in between makes the next use
 * rebuild once more, never keeps a stale list.
 */

/** A few databases at once (tests run several in one process); a server has one. */
const KEEP = 4;
const compiled = new Map<string, Promise<Matcher>>();

async function revisionOf(conn: Conn): Promise<string> {
  const r = await conn.execute<{ revision: string }>(sql`select revision from sensitive_word_revision where id = 1`);
  // The row is made by its migration; without it every use reads the list afresh.
  return r.rows[0]?.revision ?? '';
}

async function build(conn: Conn): Promise<Matcher> {
  const rows = await conn.execute<{ word: string; action: string }>(sql`select word, action from sensitive_words order by id`);
  const known = new Set<string>(SENSITIVE_ACTIONS);
  // Each word is read afresh as the matcher reads text now: a stored form made by an older fold would miss.
  return new Matcher(
    rows.rows
      .map((r) => ({ word: r.word, normalised: normaliseWord(r.word), action: r.action as SensitiveAction }))
      .filter((e) => e.normalised.length > 0 && known.has(e.action)),
  );
}

/** The matcher of the current word list. */
export async function currentMatcher(conn: Conn): Promise<Matcher> {
  const revision = await revisionOf(conn);
  if (!revision) return build(conn);
  let m = compiled.get(revision);
  if (!m) {
    m = build(conn);
    compiled.set(revision, m);
    // A failed build is not kept: the next use tries again.
    m.catch(() => compiled.delete(revision));
    while (compiled.size > KEEP) compiled.delete(compiled.keys().next().value as string);
  }
  return m;
}

/** Marks the list changed, in the changing transaction: servers rebuild at their next use once it commits. */
export async function bumpRevision(conn: Conn): Promise<void> {
  await conn.execute(sql`
    insert into sensitive_word_revision (id, revision) values (1, gen_random_uuid())
    on conflict (id) do update set revision = excluded.revision`);
}
