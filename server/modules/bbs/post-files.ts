import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import { knowledge } from '../../db/schema/index';
import { attachmentsOf } from '../../files/attachments/attachments';
import { readableBy } from '../../knowledge/access';
import { k } from './forum-aliases';

/**
 * A post's attachments (the shared engine on bbs_post_files). Whoever may
 * read the post downloads them: the knowledge engine's rule, which shuts a
 * held or hidden post to everybody but its author and the plate's
 * moderators, and a deleted one to all.
 */
export const postFiles = attachmentsOf({
  table: 'bbs_post_files',
  ownerColumn: 'knowledge_id',
  route: '/bbs-app/post/file',
  readable: (user, postId) =>
    sql`exists (select 1 from ${knowledge} ${k} where ${k.id} = ${postId} and ${readableBy(readerOf(user))})`,
});
