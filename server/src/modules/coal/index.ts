import type { AppModule } from '../../core/module';
import { coalFoldersModule } from './folders';
import { businessUsersModule } from './users/module';
import { supplierModule } from './supplier/module';
import { consumerModule } from './consumer/module';
import { consigneeModule } from './consignee/module';
import { carrierModule } from './carrier/module';
import { carModule } from './car/module';
import { driverModule } from './driver/module';
import { materialModule } from './material/module';
import { freightYardModule } from './freightYard/module';
import { stockpileModule } from './stockpile/module';
import { scaleModule } from './scale/module';
import { portModule } from './port/module';
import { berthModule } from './berth/module';
import { platformModule } from './platform/module';
import { petrolStationModule } from './petrolStation/module';
import { accountModule } from './account/module';
import { fenceModule } from './fence/module';
import { contractModule } from './contract/module';
import { dispatchPlanModule } from './dispatchPlan/module';
import { pickupOrderModule } from './pickupOrder/module';
import { queueModule } from './queue/module';
import { scaleStreamModule } from './scaleStream/module';
import { weighingModule } from './weighing/module';
import { coalBillModule } from './coalBill/module';
import { weighPrintsModule } from './weighPrints/module';
import { qualityTestModule } from './qualityTest/module';
import { serviceFeeModule } from './serviceFee/module';
import { moneyBillModule } from './moneyBill/module';
import { moneyFlowModule } from './moneyFlow/module';
import { settlementModule } from './settlement/module';
import { settlementSheetModule } from './settlementSheet/module';
import { invoiceModule } from './invoice/module';
import { ageingModule } from './ageing/module';
import { reportsModule } from './reports/module';
import { gpsModule } from './gps/module';
import { voyageModule } from './voyage/module';
import { truckFreightModule } from './truckFreight/module';
import { railShipmentModule } from './railShipment/module';
import { coalDashboardModule } from './dashboard/module';

/** Every coal feature, one line each (after the folders they hang their menus in). */
export const COAL_MODULES: AppModule[] = [
  coalFoldersModule,
  businessUsersModule,
  supplierModule,
  consumerModule,
  consigneeModule,
  carrierModule,
  carModule,
  driverModule,
  materialModule,
  freightYardModule,
  stockpileModule,
  scaleModule,
  portModule,
  berthModule,
  platformModule,
  petrolStationModule,
  accountModule,
  fenceModule,
  contractModule,
  dispatchPlanModule,
  pickupOrderModule,
  queueModule,
  scaleStreamModule,
  weighingModule,
  coalBillModule,
  weighPrintsModule,
  qualityTestModule,
  serviceFeeModule,
  moneyBillModule,
  moneyFlowModule,
  settlementModule,
  settlementSheetModule,
  invoiceModule,
  ageingModule,
  reportsModule,
  gpsModule,
  voyageModule,
  truckFreightModule,
  railShipmentModule,
  coalDashboardModule,
];
