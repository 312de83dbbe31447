import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';

/**
 * What a module tells the engines about its domain's items (issue 29): the
 * engines compose these registrations and never name a module's tables
 * (the boundary test refuses a module's table in engine SQL). A module
 * registers its provider when the app is built (`server/app.ts`), as the
 * forum registers its like effect; Discourse's plugin API is the model.
 * Every part is optional: a domain without one gets the shared behaviour.
 */
export interface DomainProvider {
  readonly domainId: number;
  /**
   * On alias `k`, for readers other than the author and admins: whether a
   * published item is open to the reader beyond the shared rules (a forum
   * post held or hidden by a moderator is open only to its moderators).
   */
  readonly openTo?: (reader: Reader) => SQL;
  /** On alias `k`: whether a published item belongs in the search index (held forum posts do not). */
  readonly searchable?: SQL;
  /** On alias `k`: text the item adds to its body in the search index (a document's extracted text, a post's case and answers). */
  readonly indexText?: SQL;
  /** On alias `k`: text the item adds to its body in a hit's snippet. */
  readonly snippetText?: SQL;
  /** The SPA address of an item's page, for message links. */
  readonly link?: (id: number) => string;
  /** Comments pass the sensitive-word check (decision 032). */
  readonly moderatedComments?: boolean;
  /**
   * A part of an item a comment may be about (a forum answer): its author,
   * or null when the item has no such visible part.
   */
  readonly commentPart?: (conn: Conn, subjectId: number, partId: number) => Promise<{ authorId: number } | null>;
  /** A condition that a version of an item shows the image `fileId` besides the files it references (a video's poster). */
  readonly showsFile?: (knowledgeId: number, version: number, fileId: number) => SQL;
  /**
   * The parts of the domain a member moderates (the forum's plates), which
   * the session answers as `abilities.moderates`: the SPA shows the
   * moderators' pages from it instead of re-deriving the rule.
   */
  readonly moderatedBy?: (conn: Pick<Conn, 'execute'>, userId: number) => Promise<number[]>;
}

const PROVIDERS = new Map<number, DomainProvider>();

/** Registers a module's provider; registering again replaces it (tests build several apps in one process). */
export function registerDomainProvider(provider: DomainProvider): void {
  PROVIDERS.set(provider.domainId, provider);
}

/** The provider of a domain, or an empty one. */
export const providerOf = (domainId: number): DomainProvider => PROVIDERS.get(domainId) ?? { domainId };

/** The id goes into the SQL text (not a parameter), so every list keeps one plan per statement. */
const domainLiteral = (id: number) => sql.raw(String(Math.trunc(id)));

/** On alias `k`: every registered condition, each applying to its own domain only (true when none is registered). */
function perDomain(pick: (p: DomainProvider) => SQL | undefined): SQL {
  const parts = [...PROVIDERS.values()].flatMap((p) => {
    const cond = pick(p);
    return cond ? [sql`(k.domain_id <> ${domainLiteral(p.domainId)} or ${cond})`] : [];
  });
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/** On alias `k`: the domains' own read conditions for `reader` (see `openTo`). */
export const openToReader = (reader: Reader): SQL => perDomain((p) => p.openTo?.(reader));

/** On alias `k`: the domains' own conditions for being in the search index (see `searchable`). */
export const searchableItem = (): SQL => perDomain((p) => p.searchable);

/** On alias `k`: the text the item's domain adds to its body, or null. */
function textOf(pick: (p: DomainProvider) => SQL | undefined): SQL {
  const cases = [...PROVIDERS.values()].flatMap((p) => {
    const text = pick(p);
    return text ? [sql`when ${domainLiteral(p.domainId)} then ${text}`] : [];
  });
  return cases.length === 0 ? sql`null::text` : sql`(case k.domain_id ${sql.join(cases, sql` `)} end)`;
}

export const indexTextOf = (): SQL => textOf((p) => p.indexText);
export const snippetTextOf = (): SQL => textOf((p) => p.snippetText);

/** A condition that a version shows `fileId` through its domain's own files (false when no domain has any). */
export function shownByDomains(knowledgeId: number, version: number, fileId: number): SQL {
  const parts = [...PROVIDERS.values()].flatMap((p) => (p.showsFile ? [p.showsFile(knowledgeId, version, fileId)] : []));
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/** What a member moderates, over every domain that has moderators (the forum alone today): empty when none. */
export async function moderatedByUser(conn: Pick<Conn, 'execute'>, userId: number): Promise<number[]> {
  const parts = await Promise.all([...PROVIDERS.values()].map((p) => p.moderatedBy?.(conn, userId) ?? []));
  return parts.flat();
}
