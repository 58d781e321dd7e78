import { driverMeta } from '@meiyun/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { bindEntity, type ApiRecord, type CheckContext, type HookContext } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { coalCar } from '../car/table';
import { coalDriver } from './table';

/**
 * A driver who is a car's default driver keeps that car's carrier: moving them to another carrier is refused while
 * such a car names them (the car's own check asks the same from the other side).
 */
async function checkDrivers(h: CheckContext, drivers: Record<string, unknown>[]): Promise<(string | undefined)[]> {
  return Promise.all(
    drivers.map(async (d) => {
      if (!d.id) return undefined;
      const cars = await h.db
        .select({ plateNo: coalCar.plateNo, carrierId: coalCar.carrierId })
        .from(coalCar)
        .where(and(eq(coalCar.driverId, String(d.id)), eq(coalCar.delFlag, 0), isNotNull(coalCar.carrierId)))
        .orderBy(coalCar.plateNo);
      const car = cars.find((c) => c.carrierId !== (d.carrierId ?? null));
      return car ? `司机「${String(d.name)}」是车辆「${car.plateNo}」的默认司机，承运单位须与该车辆一致` : undefined;
    }),
  );
}

/** A driver named as a car's default driver is not deleted (a permanent delete counts the cars in the recycle bin too). */
async function refuseDefaultDrivers(h: HookContext, drivers: ApiRecord[], permanent: boolean): Promise<void> {
  const ids = drivers.map((d) => d.id);
  const [car] = await h.tx
    .select({ plateNo: coalCar.plateNo, driverId: coalCar.driverId })
    .from(coalCar)
    .where(and(inArray(coalCar.driverId, ids), permanent ? undefined : eq(coalCar.delFlag, 0)))
    .orderBy(coalCar.plateNo)
    .limit(1);
  if (!car) return;
  const driver = drivers.find((d) => d.id === car.driverId);
  throw new BizError(`司机「${String(driver?.name ?? '')}」是车辆「${car.plateNo}」的默认司机，不能删除`);
}

/** 司机 through the entity kit. */
export const driverEntity = bindEntity({
  meta: driverMeta,
  table: coalDriver,
  menuKey: 'menu:coal:driver',
  hooks: { checkRecords: checkDrivers, beforeDelete: refuseDefaultDrivers },
});
