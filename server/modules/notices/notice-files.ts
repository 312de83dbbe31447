import { sql } from 'drizzle-orm';
import { notices } from '../../db/schema/index';
import { attachmentsOf } from '../../files/attachments/attachments';
import { liveNow, notice as n, namesCaller } from './notice-audience';

/**
 * A notice's attachments (the shared engine on notice_files): managers read
 * every notice's files, readers those of live notices naming them.
 */
export const noticeFiles = attachmentsOf({
  table: 'notice_files',
  ownerColumn: 'notice_id',
  route: '/aikn-app/notice/file',
  readable: (user, noticeId) => sql`exists (select 1 from ${notices} ${n} where ${n.id} = ${noticeId}
    and (${user.permissions.has('ROLE_NOTICE_MANAGE')} or (${namesCaller(user)} and ${liveNow})))`,
});
