import { noticeDetailGet, noticeList, noticeReaders, noticeSave, noticeUploadFile } from '../../../contract/notices';
import { uploadLimit } from '../../files/upload-limit';
import type { Binder } from '../../http/route';
import { NOTICE_FILE_ROUTE, serveNoticeFile, uploadNoticeFile } from './notice-files';
import { listNotices, noticeDetail } from './notice-read.service';
import { noticeReaders as readersOf } from './notice-readers.service';
import { saveNotice } from './notice-save.service';

/** Notices: readers list and open those naming them and download their attachments; holders of 公告管理 publish and follow who read. */
export function registerNotices(binder: Binder): void {
  binder.route(noticeList, ({ deps, user, input }) => listNotices(deps.db, user, input));
  binder.route(noticeDetailGet, ({ deps, user, params }) => noticeDetail(deps.db, user, params.id));
  binder.route(noticeSave, ({ deps, user, input }) => saveNotice(deps.db, user, input));
  binder.app.use(noticeUploadFile.path, uploadLimit());
  binder.route(noticeUploadFile, ({ deps, user, c }) => uploadNoticeFile(deps, user, c));
  // Not a contract endpoint: it answers the file's bytes (with Range) to a download link, which
  // cannot send the Authorization header, so a signed URL from the notice's detail authorises it.
  binder.app.get(NOTICE_FILE_ROUTE, (c) => serveNoticeFile(c));
  binder.route(noticeReaders, ({ deps, input, params }) => readersOf(deps.db, params.id, input.read, input.page, input.size));
}
