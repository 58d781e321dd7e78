import { eq } from 'drizzle-orm';
import { TARE_TOLERANCE_SETTING } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';

/** The tare tolerance in kg: the deployment's setting in sys_config when it is a whole number ≥ 0, else 500. */
export async function tareToleranceKg(db: Db): Promise<number> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, TARE_TOLERANCE_SETTING.key));
  const n = row ? Number(row.value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : TARE_TOLERANCE_SETTING.defaultValue;
}
