import { DOMAIN_IDS } from '../../../contract/domains';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { isManager, readableItem } from '../../knowledge/item';
import { type DocumentFacts, saveFacts } from './document-meta';

const LIBRARY = DOMAIN_IDS.library;

/** Who may change a document's facts: its author or an admin holding the write key, or an approver. */
export function mayEditFacts(reader: Reader, item: { author_id: number }): boolean {
  return (isManager(reader, item) && reader.canWrite) || reader.isApprover;
}

/**
 * Changes the item-level facts of a document (question, chronicle region and
 * year). They are not part of a version, so no approval is involved; the
 * author, admins and approvers may change them.
 */
export async function updateFacts(db: Db, reader: Reader, id: number, facts: DocumentFacts) {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, reader, LIBRARY, id, true);
    if (!mayEditFacts(reader, item)) throw forbidden('只有有知识创作权限的作者、管理员或审核人可以修改文档信息');
    return { id, ...(await saveFacts(tx, id, facts)) };
  });
}
