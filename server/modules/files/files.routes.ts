import { fileUploadImage } from '@contract/platform/files';
import type { Binder } from '../../http/route';
import { uploadImage } from './image-upload.service';
import { serveRawFile } from './raw-file.service';

/** Path of the byte route; lib/signed-url.ts fileRawPath builds its URLs. */
export const RAW_ROUTE = '/aikn-app/file/raw/:id';

/** Uploaded files: image upload (contract) and the signed byte route. */
export function registerFiles(binder: Binder): void {
  binder.route(fileUploadImage, async ({ deps, user, c }) => uploadImage(deps, user, c));

  // Not a contract endpoint: it answers raw bytes (with Range), not the JSON
  // envelope, and it is fetched by <img>/<video>/download links that cannot
  // send the Authorization header, so the signed URL authorises it instead.
  binder.app.get(RAW_ROUTE, (c) =>
    serveRawFile(c.var.deps, {
      id: c.req.param('id'),
      query: c.req.query(),
      range: c.req.header('range'),
      head: c.req.method === 'HEAD',
    }),
  );
}
