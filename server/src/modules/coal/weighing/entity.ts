import { weighingMeta } from '@meiyun/shared';
import { inArray } from 'drizzle-orm';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalScale } from '../scale/table';
import { coalWeighing } from './table';

/**
 * 磅单 through the entity kit for its list, queryById and export, in the caller's tenant and organisation; the
 * weighings, deductions, void, reverse and exit are the feature's own routes. Every record read also names its
 * scales (`tareScaleId_dictText`, `grossScaleId_dictText`): the scales are no table dictionary of the registry.
 */
export const weighingEntity = bindEntity({
  meta: weighingMeta,
  table: coalWeighing,
  menuKey: 'menu:coal:weighing',
  hooks: {
    decorate: async (ctx, records) => nameScales(ctx.db, records),
  },
});

async function nameScales(db: Db, records: ApiRecord[]): Promise<void> {
  const ids = [...new Set(records.flatMap((r) => [r.tareScaleId, r.grossScaleId]).filter((v): v is string => typeof v === 'string' && v !== ''))];
  if (!ids.length) return;
  const names = new Map((await db.select({ id: coalScale.id, name: coalScale.name }).from(coalScale).where(inArray(coalScale.id, ids))).map((s) => [s.id, s.name]));
  for (const r of records) {
    for (const f of ['tareScaleId', 'grossScaleId'] as const) {
      const name = typeof r[f] === 'string' ? names.get(r[f] as string) : undefined;
      if (name) r[`${f}_dictText`] = name;
    }
  }
}
