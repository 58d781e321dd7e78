import type { DispatchEventKind, PickupStatus, PlanStatus } from './status';

/** A dispatch plan as list and queryById return it: the declared fields (`dispatchPlanMeta`) and `_dictText`. */
export interface DispatchPlanRecord {
  id: string;
  planNo: string;
  contractId: string;
  contractNo: string;
  direction: 'purchase' | 'sales';
  loadDate: string;
  slot: string;
  consigneeId: string | null;
  carrierId: string;
  supplierId: string | null;
  consumerId: string | null;
  materialId: string;
  yardId: string;
  plannedTrucks: number;
  /** Tonnes, 3 decimals. */
  plannedT: string;
  status: PlanStatus;
  /** Pickup orders valid or used: the trucks of the plan already given an order. */
  issuedTrucks: number;
  [field: string]: unknown;
}

/** A pickup order as list and queryById return it. The token of its link is never listed. */
export interface PickupOrderRecord {
  id: string;
  orderNo: string;
  planId: string;
  planNo: string;
  contractId: string;
  contractNo: string;
  carId: string;
  plateNo: string;
  driverId: string;
  driverName: string;
  driverPhone: string | null;
  carrierId: string;
  yardId: string;
  materialId: string;
  loadDate: string;
  /** `yyyy-MM-dd HH:mm:ss`, business time. */
  validFrom: string;
  validTo: string;
  status: PickupStatus;
  voidReason: string | null;
  [field: string]: unknown;
}

/** `POST /coal/pickupOrder/issue` and `GET /coal/pickupOrder/link`: the order and the driver's link. */
export interface IssuedPickupOrder extends PickupOrderRecord {
  /** The driver's page, `/driver/pickup/<token>` (what the QR code holds, after the site's address). */
  link: string;
}

/** `GET /coal/dispatchPlan/events?id=`: the plan's timeline, oldest first. */
export interface DispatchEvent {
  id: string;
  kind: DispatchEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  /** The pickup order the event is about (issue, void, expire). */
  pickupOrderId: string | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}
