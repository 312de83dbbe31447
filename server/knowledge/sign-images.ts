import type { Db } from '../db/client';
import { fileUrl } from '../lib/signed-url';

const IMG = /<img\b([^>]*)>/g;

/**
 * Gives every stored image (`data-file-id`) a freshly signed `src` on the way
 * out. The body was sanitised on write, so its attributes have the one shape
 * sanitize-html writes.
 */
export async function signImages(db: Db, safeHtml: string): Promise<string> {
  const ids = new Set<string>();
  for (const m of safeHtml.matchAll(IMG)) {
    const id = /\bdata-file-id="(\d+)"/.exec(m[1])?.[1];
    if (id) ids.add(id);
  }
  if (ids.size === 0) return safeHtml;
  const urls = new Map<string, string>();
  for (const id of ids) urls.set(id, await fileUrl(db, Number(id)));
  return safeHtml.replace(IMG, (tag, attrs: string) => {
    const id = /\bdata-file-id="(\d+)"/.exec(attrs)?.[1];
    const url = id ? urls.get(id) : undefined;
    if (!url) return tag;
    const rest = attrs.replace(/\s+src="[^"]*"/g, '');
    return `<img src="${url.replace(/&/g, '&amp;')}"${rest}>`;
  });
}
