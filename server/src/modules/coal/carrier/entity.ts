import { carrierMeta } from '@meiyun/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalCar } from '../car/table';
import { coalDriver } from '../driver/table';
import { coalCarrier } from './table';
import { addInUseCheck, refuseDeleteInUse } from '../in-use';

/** How many rows of `table` name each carrier (live ones only unless the delete is permanent). */
async function countByCarrier(tx: Db, table: PgTable, carrierId: PgColumn, delFlag: PgColumn, ids: string[], permanent: boolean) {
  const rows = await tx
    .select({ carrierId, n: count() })
    .from(table)
    .where(and(inArray(carrierId, ids), permanent ? undefined : eq(delFlag, 0)))
    .groupBy(carrierId);
  return new Map(rows.map((r) => [String(r.carrierId), r.n]));
}

/** A carrier's cars and drivers keep it: the message says how many of each. */
async function fleetRefusal(tx: Db, orgs: ApiRecord[], permanent: boolean): Promise<string | undefined> {
  const ids = orgs.map((o) => o.id);
  const cars = await countByCarrier(tx, coalCar, coalCar.carrierId, coalCar.delFlag, ids, permanent);
  const drivers = await countByCarrier(tx, coalDriver, coalDriver.carrierId, coalDriver.delFlag, ids, permanent);
  for (const o of orgs) {
    const c = cars.get(o.id) ?? 0;
    const d = drivers.get(o.id) ?? 0;
    if (!c && !d) continue;
    const parts = [c ? `车辆${c}辆` : '', d ? `司机${d}名` : ''].filter(Boolean).join('、');
    return `承运单位「${String(o.name)}」名下有${parts}，不能删除`;
  }
  return undefined;
}

addInUseCheck('carrier', { name: '车辆和司机', refusal: fleetRefusal });

/** 承运单位 through the entity kit; a delete is refused while cars or drivers (and, later, plans) refer to it. */
export const carrierEntity = bindEntity({
  meta: carrierMeta,
  table: coalCarrier,
  menuKey: 'menu:coal:carrier',
  hooks: { beforeDelete: (h, existing, permanent) => refuseDeleteInUse(h.tx, 'carrier', existing, permanent) },
});
