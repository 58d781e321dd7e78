import type { CoalBillStatus } from './status';

/** A coal bill as list, queryById and the actions answer it: the declared fields and `_dictText`. */
export interface CoalBillRecord {
  id: string;
  billNo: string;
  weighingId: string;
  pickupOrderId: string;
  contractId: string;
  contractNo: string;
  /** 发货单位: the shipping company's name as printed. */
  shipper: string;
  consigneeId: string | null;
  plateNo: string;
  driverName: string | null;
  materialId: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  issuedAt: string;
  validUntil: string;
  /** The signed code the QR holds (`GET /coal/coalBill/verify?code=`). */
  qrCode: string;
  status: CoalBillStatus;
  [field: string]: unknown;
}

/**
 * What `GET /coal/coalBill/verify?code=` answers for an authentic code: the facts signed into it, with names, and
 * the bill's state now (void and expired said plainly).
 */
export interface CoalBillVerification {
  billNo: string;
  shipper: string;
  consignee: string | null;
  plateNo: string;
  driverName: string | null;
  material: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  issuedAt: string;
  validUntil: string;
  status: CoalBillStatus;
  statusText: string;
  expired: boolean;
  void: boolean;
}
