import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentFiles as df, knowledge } from '../../db/schema/index';
import type { DomainProvider } from '../../domains/providers';

/** The engines' alias for the item (`knowledge k`). */
const k = alias(knowledge, 'k');

/** On alias `k`: the text extracted from the published version's file. */
const EXTRACTED = sql`(select nullif(${df.extractedText}, '') from ${df}
  where ${df.knowledgeId} = ${k.id} and ${df.version} = ${k.publishedVersion})`;

/** What the library tells the engines about its documents (issue 29): their file's text is part of their body in the index and in snippets. */
export const libraryProvider: DomainProvider = {
  domainId: DOMAIN_IDS.library,
  indexText: EXTRACTED,
  snippetText: EXTRACTED,
};
