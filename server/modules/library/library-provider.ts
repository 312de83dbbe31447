import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import type { DomainProvider } from '../../domains/providers';

/** On alias `k`: the text extracted from the published version's file. */
const EXTRACTED = sql`(select nullif(df.extracted_text, '') from document_files df
  where df.knowledge_id = k.id and df.version = k.published_version)`;

/** What the library tells the engines about its documents (issue 29): their file's text is part of their body in the index and in snippets. */
export const libraryProvider: DomainProvider = {
  domainId: DOMAIN_IDS.library,
  indexText: EXTRACTED,
  snippetText: EXTRACTED,
};
