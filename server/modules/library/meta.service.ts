import { DOMAIN_IDS } from '@contract/platform/domains';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { isManager, readableItem } from '../../knowledge/item';
import { recordStep } from '../../knowledge/lifecycle-event';
import { type DocumentFacts, factsOf, saveFacts } from './document-meta';

const LIBRARY = DOMAIN_IDS.library;

/** Who may change a document's facts: its author or an admin holding the write key, or an approver. */
export function mayEditFacts(reader: Reader, item: { author_id: number }): boolean {
  return (isManager(reader, item) && reader.canWrite) || reader.isApprover;
}

/**
 * Changes the item-level facts of a document (question, chronicle region and
 * year). They are not part of a version, so no approval is involved; the
 * author, admins and approvers may change them. A change records an `edit` event.
 */
export async function updateFacts(db: Db, reader: Reader, id: number, facts: DocumentFacts) {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, reader, LIBRARY, id, true);
    if (!mayEditFacts(reader, item)) throw forbidden('只有有知识创作权限的作者、管理员或审核人可以修改文档信息');
    const before = await factsOf(tx, id);
    const saved = await saveFacts(tx, id, facts);
    const changed = (['question', 'isChronicle', 'region', 'year'] as const).some((k) => before[k] !== saved[k]);
    // The facts describe the document as a whole: changing them is an edit (decision 020), saving them unchanged is none.
    if (changed) await recordStep(tx, 'edit', reader, item, { facts: true });
    return { id, ...saved };
  });
}
