import { SYSTEM_IMAGE_MAX_BYTES, SYSTEM_IMAGE_MAX_SIDE } from '@contract/admin/admin-config';
import { SYSTEM_IMAGES } from '@contract/admin/config-catalogue';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { imagePaths as ip } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { Deps } from '../../deps';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { blobStoreFor } from '../../files/blob-store-factory';
import { receivePicture } from '../../files/receive-picture';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { systemImagePath } from '../../lib/system-image-path';

type Row = { pic_type: string; path: string; blob_key: string | null };

/** The columns of an image as `Row` names them, and those an upload or a reset sets. */
const COLUMNS = sql`${ip.picType}, ${ip.path}, ${ip.blobKey}`;
const SET = [ip.path, ip.blobKey, ip.mime];

function definitionOf(picType: string) {
  const def = SYSTEM_IMAGES.find((i) => i.picType === picType);
  if (!def) throw notFound('图片类型不存在');
  return def;
}

const viewOf = (def: (typeof SYSTEM_IMAGES)[number], row: Row | undefined) => ({
  picType: def.picType,
  name: def.name,
  description: def.description,
  path: row?.path ?? def.defaultPath,
  defaultPath: def.defaultPath,
  custom: !!row?.blob_key,
});

const shown = (row: { blob_key: string | null } | undefined) => (row?.blob_key ? '已上传的图片' : '系统自带图片');

export async function listSystemImages(deps: Deps) {
  const rows = await deps.db.execute<Row>(sql`select ${COLUMNS} from ${ip}`);
  return SYSTEM_IMAGES.map((d) =>
    viewOf(
      d,
      rows.rows.find((r) => r.pic_type === d.picType),
    ),
  );
}

/**
 * Puts `blobKey` (or, with null, the shipped image) in place of a system
 * image, audited; the image it replaces is deleted once the change has
 * committed, so a failed write leaves the old one working.
 */
async function replaceImage(
  deps: Deps,
  caller: SessionUser,
  picType: string,
  next: { blobKey: string; mime: string; hash: string } | null,
) {
  const def = definitionOf(picType);
  const path = next ? systemImagePath(picType, next.hash) : def.defaultPath;
  const { view, previous } = await deps.db.transaction(async (tx) => {
    const before = await tx.execute<Row>(sql`select ${COLUMNS} from ${ip} where ${ip.picType} = ${picType} for update`);
    const old = before.rows[0];
    const after = await tx.execute<Row>(sql`
      insert into ${ip} (${bare(ip.picType)}, ${sql.join(SET.map(bare), sql`, `)})
      values (${picType}, ${path}, ${next?.blobKey ?? null}, ${next?.mime ?? null})
      on conflict (${bare(ip.picType)}) do update set ${sql.join(
        SET.map((c) => sql`${bare(c)} = excluded.${bare(c)}`),
        sql`, `,
      )}
      returning ${COLUMNS}`);
    const changes = old?.path === path ? [] : changesOf({ 图片: shown(old) }, { 图片: next ? '新上传的图片' : '系统自带图片' });
    if (changes.length) {
      await recordConsoleChange(tx, caller, {
        action: next ? 'config_edit' : 'config_reset',
        objectId: null,
        target: `图片 ${def.name}`,
        changes,
      });
    }
    return { view: viewOf(def, after.rows[0]), previous: old?.blob_key ?? null };
  });
  if (previous && previous !== next?.blobKey) await blobStoreFor(deps).delete(previous);
  return view;
}

export async function uploadSystemImage(deps: Deps, caller: SessionUser, picType: string, c: Context) {
  const def = definitionOf(picType);
  const { blob, mime } = await receivePicture(deps, c, {
    field: def.name,
    maxBytes: SYSTEM_IMAGE_MAX_BYTES,
    maxSide: SYSTEM_IMAGE_MAX_SIDE,
  });
  try {
    return await replaceImage(deps, caller, picType, { blobKey: blob.key, mime, hash: blob.sha256 });
  } catch (err) {
    await blobStoreFor(deps).delete(blob.key);
    throw err;
  }
}

export async function resetSystemImage(deps: Deps, caller: SessionUser, picType: string) {
  return replaceImage(deps, caller, picType, null);
}
