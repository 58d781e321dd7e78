import { carMeta } from '@meiyun/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { CheckContext } from '../../../core/crud/index';
import { coalCarrier } from '../carrier/table';
import { coalDriver } from '../driver/table';

const label = (name: string) => carMeta.fields.find((f) => f.name === name)!.label;
/** The legal gross limit a car gets when none is given (the column's default, GB 1589 for 6 axles). */
export const DEFAULT_MAX_GROSS_KG = Number(carMeta.fields.find((f) => f.name === 'maxGrossKg')!.defaultValue);

const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));

/** The weights of one car contradict each other: the reference tare must leave room for the load under the limit. */
export function weightProblem(car: Record<string, unknown>): string | undefined {
  const tare = num(car.refTareKg);
  const load = num(car.ratedLoadKg);
  const gross = num(car.maxGrossKg) ?? DEFAULT_MAX_GROSS_KG;
  if (tare === undefined) return undefined;
  if (tare >= gross) return `${label('refTareKg')}（${tare}）必须小于${label('maxGrossKg')}（${gross}）`;
  if (load !== undefined && tare + load > gross) {
    return `${label('refTareKg')}（${tare}）与${label('ratedLoadKg')}（${load}）之和不能超过${label('maxGrossKg')}（${gross}）`;
  }
  return undefined;
}

/**
 * Checks of whole cars (`checkRecords`): the weights, and a default driver of the car's own carrier. Drivers and
 * carriers are read once for all the records (an import checks thousands).
 */
export async function checkCars(h: CheckContext, cars: Record<string, unknown>[]): Promise<(string | undefined)[]> {
  const driverIds = [...new Set(cars.filter((c) => c.driverId && c.carrierId).map((c) => String(c.driverId)))];
  const drivers = new Map<string, { name: string; carrierId: string | null }>();
  const carriers = new Map<string, string>();
  if (driverIds.length) {
    const tenant = h.auth.tenantId;
    for (let i = 0; i < driverIds.length; i += 1000) {
      const rows = await h.db
        .select({ id: coalDriver.id, name: coalDriver.name, carrierId: coalDriver.carrierId })
        .from(coalDriver)
        .where(and(inArray(coalDriver.id, driverIds.slice(i, i + 1000)), tenant === null ? undefined : eq(coalDriver.tenantId, tenant)));
      for (const r of rows) drivers.set(r.id, { name: r.name, carrierId: r.carrierId });
    }
    const carrierIds = [...new Set(cars.map((c) => c.carrierId).filter(Boolean).map(String))];
    for (let i = 0; i < carrierIds.length; i += 1000) {
      const rows = await h.db.select({ id: coalCarrier.id, name: coalCarrier.name }).from(coalCarrier).where(inArray(coalCarrier.id, carrierIds.slice(i, i + 1000)));
      for (const r of rows) carriers.set(r.id, r.name);
    }
  }
  return cars.map((car) => {
    const weights = weightProblem(car);
    if (weights) return weights;
    if (!car.driverId || !car.carrierId) return undefined;
    const driver = drivers.get(String(car.driverId));
    // An unknown driver is the dictionary check's refusal (默认司机的值不在可选范围内), made before this one.
    if (!driver || driver.carrierId === String(car.carrierId)) return undefined;
    return `默认司机「${driver.name}」不属于承运单位「${carriers.get(String(car.carrierId)) ?? ''}」`;
  });
}
