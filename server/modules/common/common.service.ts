import type { ConfigItem } from '@contract/common/common';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configItems, imagePaths, resources } from '../../db/schema/index';

/** Menu entries with their per-resource alias, in menu order. */
export async function listMenuTitles(db: Db) {
  return db
    .select({ resourceId: resources.id, code: resources.code, menuAlias: resources.menuAlias })
    .from(resources)
    .orderBy(asc(resources.sort), asc(resources.id));
}

export async function listImagePaths(db: Db) {
  return db.select({ picType: imagePaths.picType, path: imagePaths.path }).from(imagePaths).orderBy(asc(imagePaths.picType));
}

/**
 * Config items for the requested codes, in request order; unknown codes are
 * skipped and a code asked for twice is answered once.
 */
export async function findConfigItems(db: Db, codes: readonly string[]): Promise<ConfigItem[]> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ code: configItems.code, name: configItems.name, value: configItems.value })
    .from(configItems)
    .where(inArray(configItems.code, wanted));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return wanted.flatMap((c) => {
    const row = byCode.get(c);
    return row ? [row] : [];
  });
}

/** Value of one config item, or null when it is not configured. */
export async function configValue(db: Db, code: string): Promise<string | null> {
  const [row] = await findConfigItems(db, [code]);
  return row?.value ?? null;
}

/** Visitor mode settings (SPEC §3 visitor info); missing items read as off / 0 / empty. */
export async function readVisitorInfo(db: Db) {
  const items = await findConfigItems(db, ['visitor.mode', 'visitor.consumerPattern', 'visitor.consumerRange']);
  const value = (code: string) => items.find((i) => i.code === code)?.value ?? '';
  const pattern = Number.parseInt(value('visitor.consumerPattern'), 10);
  return {
    visitorMode: value('visitor.mode') === '1',
    visitorConsumerPatter: Number.isSafeInteger(pattern) ? pattern : 0,
    visitorConsumerRange: value('visitor.consumerRange'),
  };
}

/** Ids of the menu resources the caller may see, in menu order. */
export async function listAuthorisedResources(db: Db, permissions: ReadonlySet<string>) {
  const keys = [...permissions];
  if (keys.length === 0) return [];
  return db
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.permission, keys))
    .orderBy(asc(resources.sort), asc(resources.id));
}
