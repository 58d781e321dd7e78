import type { EntityMeta } from '../../entity/meta';
import { supplierMeta } from './supplier';
import { consumerMeta } from './consumer';
import { consigneeMeta } from './consignee';
import { carrierMeta } from './carrier';
import { carMeta } from './car';
import { driverMeta } from './driver';
import { materialMeta } from './material';
import { freightYardMeta } from './freightYard';
import { stockpileMeta } from './stockpile';
import { scaleMeta } from './scale';
import { portMeta } from './port';
import { berthMeta } from './berth';
import { platformMeta } from './platform';
import { petrolStationMeta } from './petrolStation';
import { accountMeta } from './account';
import { fenceMeta } from './fence';
import { contractMeta } from './contract';
import { dispatchPlanMeta } from './dispatchPlan';
import { pickupOrderMeta } from './pickupOrder';
import { queueTicketMeta } from './queueTicket';
import { weighingMeta } from './weighing';
import { coalBillMeta } from './coalBill';
import { serviceFeeRuleMeta } from './serviceFeeRule';
import { serviceFeeBillMeta } from './serviceFeeBill';
import { qualityTestMeta } from './qualityTest';
import { collectionBillMeta } from './collectionBill';
import { paymentBillMeta } from './paymentBill';
import { moneyFlowMeta } from './moneyFlow';
import { settlementMeta } from './settlement';
import { invoiceMeta } from './invoice';
import { gpsGatewayMeta } from './gpsGateway';
import { voyageMeta } from './voyage';
import { railShipmentMeta } from './railShipment';
import { railRateMeta } from './railRate';

/** Every coal entity declaration, one line each; `ALL_ENTITIES` reads them. */
export const COAL_ENTITIES: EntityMeta[] = [
  supplierMeta,
  consumerMeta,
  consigneeMeta,
  carrierMeta,
  carMeta,
  driverMeta,
  materialMeta,
  freightYardMeta,
  stockpileMeta,
  scaleMeta,
  portMeta,
  berthMeta,
  platformMeta,
  petrolStationMeta,
  accountMeta,
  fenceMeta,
  contractMeta,
  dispatchPlanMeta,
  pickupOrderMeta,
  queueTicketMeta,
  weighingMeta,
  coalBillMeta,
  qualityTestMeta,
  collectionBillMeta,
  paymentBillMeta,
  moneyFlowMeta,
  settlementMeta,
  invoiceMeta,
  gpsGatewayMeta,
  voyageMeta,
  railShipmentMeta,
  railRateMeta,
];
