import type { Db } from '../db/client';
import { fileUrl } from '../lib/signed-url';
import { bodyImages, versionFileIds } from './file-refs';

const IMG = /<img\b([^>]*)>/g;

/**
 * Gives every image of a version's body a freshly signed `src` on the way
 * out, bound to the caller's session and to that version. Only images the
 * version references (checked when it was saved) are signed; an image naming
 * any other file (a body written before that check) is dropped. The body was
 * sanitised on write, so its attributes have the one shape sanitize-html writes.
 */
export async function signImages(db: Db, safeHtml: string, via: { itemId: number; version: number }): Promise<string> {
  if (!safeHtml.includes('<img')) return safeHtml;
  const shown = bodyImages(safeHtml);
  const linked = await versionFileIds(db, via.itemId, via.version);
  const urls = new Map<number, string>();
  for (const { fileId } of shown) {
    if (linked.has(fileId) && !urls.has(fileId)) urls.set(fileId, await fileUrl(db, fileId, via));
  }
  return safeHtml.replace(IMG, (_tag, attrs: string) => {
    const id = /\bdata-file-id="(\d+)"/.exec(attrs)?.[1];
    const url = id ? urls.get(Number(id)) : undefined;
    if (!url) return '';
    const rest = attrs.replace(/\s+src="[^"]*"/g, '');
    return `<img src="${url.replace(/&/g, '&amp;')}"${rest}>`;
  });
}
