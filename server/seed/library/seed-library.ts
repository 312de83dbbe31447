import { DOMAIN_IDS } from '@contract/platform/domains';
import { and, eq, sql } from 'drizzle-orm';
import { type Reader, readerOf } from '../../access/reader';
import { knowledgeVersions } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { decide } from '../../knowledge/decide';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { createDocumentFromBytes } from '../../modules/library/create-document';
import { type Published, seedActivity } from './activity';
import type { SeedDocument } from './catalogue';
import { seedDocuments } from './catalogue-texts';
import { type LibraryRefs, loadLibraryRefs } from './seed-refs';
import { backdate, type Moments, momentsOf } from './timeline';

const LIBRARY = DOMAIN_IDS.library;

export interface LibraryStats {
  documents: number;
  published: number;
  pending: number;
  draft: number;
  downloads: number;
  ms: number;
}

/** The document's custom fields (密级 is required before submission). */
function fieldsOf(doc: SeedDocument, refs: LibraryRefs) {
  const values: [string, string | undefined][] = [
    ['docNo', doc.docNo],
    ['issuer', doc.issuer],
    ['secrecy', doc.secrecy],
  ];
  return values.filter((v): v is [string, string] => !!v[1]).map(([code, value]) => ({ fieldId: refs.field(code), value }));
}

/** One document through the same path as an upload, then the engine's save, submit and approval. */
async function seedOne(deps: Deps, refs: LibraryRefs, readers: Map<string, Reader>, doc: SeedDocument, bytes: Uint8Array) {
  const user = refs.user[doc.author];
  const created = await createDocumentFromBytes(deps, user, {
    bytes,
    name: doc.fileName,
    labelIds: doc.labels.map(([category, name]) => refs.label(category, name)),
    groupId: refs.group(doc.group),
    question: doc.question ?? null,
    chronicle: doc.chronicle ?? null,
  });
  const reader = readers.get(doc.author) ?? readerOf(user);
  readers.set(doc.author, reader);
  const [v] = await deps.db
    .select()
    .from(knowledgeVersions)
    .where(and(eq(knowledgeVersions.knowledgeId, created.id), eq(knowledgeVersions.version, created.version)));
  await saveDraft(deps.db, reader, LIBRARY, {
    id: created.id,
    baseVersion: created.version,
    title: v.title,
    content: v.content,
    summary: v.summary,
    labelIds: v.labelIds,
    groupId: v.groupId,
    fields: fieldsOf(doc, refs),
    visibility: v.visibility,
    coverFileId: v.coverFileId,
  });
  if (doc.state !== 'draft') await submitForApproval(deps.db, reader, LIBRARY, created.id);
  return created;
}

/**
 * The files, made one after another in the background: rendering (main
 * thread) overlaps the uploads' text extraction (worker threads) and database
 * work. Each file is made once per seed, in memory.
 */
function buildAhead(docs: SeedDocument[]): Promise<Uint8Array>[] {
  let chain: Promise<unknown> = Promise.resolve();
  return docs.map((d) => {
    const file = chain.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => d.build());
    chain = file.catch(() => undefined);
    file.catch(() => undefined); // awaited below; a failure is reported there, not as unhandled
    return file;
  });
}

/**
 * Seeds the demo document library (the library domain): 33 files of every supported
 * kind generated in memory (PDFs with the embedded CJK font, DOCX, XLSX,
 * PPTX, TXT, Markdown, PNG), uploaded as their authors, published by admin
 * through the shared engine, a few left pending or as drafts. Deterministic
 * apart from dates, which follow the moment of seeding. A database that
 * already has documents is left alone.
 */
export async function seedDemoLibrary(deps: Deps, now = Date.now()): Promise<LibraryStats | null> {
  const started = performance.now();
  const existing = await deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from knowledge where domain_id = ${LIBRARY}`,
  );
  if ((existing.rows[0]?.n ?? 0) > 0) return null;
  const refs = await loadLibraryRefs(deps.db);
  const docs = seedDocuments();
  const since = (await deps.db.execute<{ t: Date }>(sql`select clock_timestamp() as t`)).rows[0].t;
  const readers = new Map<string, Reader>();
  const published: Published[] = [];
  const seeded: { id: number; m: Moments }[] = [];
  const files = buildAhead(docs);
  for (const [i, doc] of docs.entries()) {
    const created = await seedOne(deps, refs, readers, doc, await files[i]);
    const m = momentsOf(doc, now);
    if (doc.state === 'published') {
      await decide(deps.db, readerOf(refs.user.admin), { id: created.id, approve: true, comment: '同意发布' });
      published.push({ id: created.id, doc, decided: m.decided! });
    }
    seeded.push({ id: created.id, m });
  }
  await backdate(deps.db, seeded, new Date(since), now);
  const downloaders = [refs.user.zhangsan.id, refs.user.lisi.id, refs.user.admin.id];
  const downloads = await seedActivity(deps.db, published, downloaders, now);
  const count = (s: SeedDocument['state']) => docs.filter((d) => d.state === s).length;
  const stats: LibraryStats = {
    documents: docs.length,
    published: count('published'),
    pending: count('pending'),
    draft: count('draft'),
    downloads,
    ms: Math.round(performance.now() - started),
  };
  deps.log.info(stats, '已写入演示文档库');
  return stats;
}
