import { FEATURE_SWITCHES, type FeatureSwitch } from '@contract/common/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configItems } from '../../db/schema/index';

/** A feature switch is on when its config item's value is '1' (contract/common/common.ts). */
export async function isSwitchOn(db: Db, name: FeatureSwitch): Promise<boolean> {
  const [row] = await db
    .select({ value: configItems.value })
    .from(configItems)
    .where(eq(configItems.code, FEATURE_SWITCHES[name]));
  return row?.value === '1';
}
