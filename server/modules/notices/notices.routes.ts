import { noticeDetailGet, noticeList, noticeReaders, noticeSave, noticeUploadFile } from '@contract/notices/notices';
import { bindAttachments } from '../../files/attachments/attachment-routes';
import type { Binder } from '../../http/route';
import { noticeFiles } from './notice-files';
import { listNotices, noticeDetail } from './notice-read.service';
import { noticeReaders as readersOf } from './notice-readers.service';
import { saveNotice } from './notice-save.service';

/** Notices: readers list and open those naming them and download their attachments; holders of 公告管理 publish and follow who read. */
export function registerNotices(binder: Binder): void {
  binder.route(noticeList, ({ deps, user, input }) => listNotices(deps.db, user, input));
  binder.route(noticeDetailGet, ({ deps, user, params }) => noticeDetail(deps.db, user, params.id));
  binder.route(noticeSave, ({ deps, user, input }) => saveNotice(deps.db, user, input));
  bindAttachments(binder, noticeUploadFile, noticeFiles);
  binder.route(noticeReaders, ({ deps, input, params }) => readersOf(deps.db, params.id, input.read, input.page, input.size));
}
