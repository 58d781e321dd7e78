import { and, eq, inArray } from 'drizzle-orm';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalPickupOrder } from './table';

/**
 * A car holding a valid pickup order is not deleted (the gate would admit a car that no longer exists); for good,
 * not while any pickup order names it (the orders keep their history).
 */
export async function pickupOrdersOfCar(tx: Db, rows: ApiRecord[], permanent: boolean): Promise<string | undefined> {
  const [hit] = await tx
    .select({ carId: coalPickupOrder.carId, orderNo: coalPickupOrder.orderNo })
    .from(coalPickupOrder)
    .where(
      and(
        inArray(
          coalPickupOrder.carId,
          rows.map((r) => r.id),
        ),
        ...(permanent ? [] : [eq(coalPickupOrder.status, 'valid')]),
      ),
    )
    .limit(1);
  if (!hit) return undefined;
  const plate = rows.find((r) => r.id === hit.carId)?.plateNo ?? '';
  return permanent ? `车辆「${plate}」已有提煤单（${hit.orderNo}），不能彻底删除` : `车辆「${plate}」有有效的提煤单（${hit.orderNo}），不能删除`;
}
