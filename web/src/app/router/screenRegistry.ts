import type { ScreenKey } from '@meiyun/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu component strings (as stored on the server's menu items) → screens, as the spec's "components resolve
 * from views": each screen of shared/src/screens.ts with its page, and no other. `tsc` refuses a screen without
 * its page, a page under a name not listed there, and a page file that is not where its entry says; a screen's
 * name stays the one the menus store when its page moves (the three below in renamed folders keep their former
 * names). Anything else renders the 404 page.
 */
const pages: Record<ScreenKey, () => Promise<{ default: ComponentType }>> = {
  'dashboard/analysis/Analysis': () => import('../../features/dashboard/analysis/AnalysisPage'),
  'dashboard/monitor/Monitor': () => import('../../features/dashboard/monitor/MonitorPage'),
  'dashboard/workplace/Workplace': () => import('../../features/dashboard/workplace/WorkplacePage'),
  'account/center/AccountCenter': () => import('../../features/account/center/AccountCenterPage'),
  'account/settings/AccountSettings': () => import('../../features/account/settings/AccountSettingsPage'),
  'isps/user-announcement/UserAnnouncement': () => import('../../features/account/announcements/UserAnnouncementPage'),
  'coal/supplier/SupplierList': () => import('../../features/coal/supplier/SupplierListPage'),
  'coal/consumer/ConsumerList': () => import('../../features/coal/consumer/ConsumerListPage'),
  'coal/consignee/ConsigneeList': () => import('../../features/coal/consignee/ConsigneeListPage'),
  'coal/carrier/CarrierList': () => import('../../features/coal/carrier/CarrierListPage'),
  'coal/car/CarList': () => import('../../features/coal/car/CarListPage'),
  'coal/driver/DriverList': () => import('../../features/coal/driver/DriverListPage'),
  'coal/material/MaterialList': () => import('../../features/coal/material/MaterialListPage'),
  'coal/freightYard/FreightYardList': () => import('../../features/coal/freightYard/FreightYardListPage'),
  'coal/stockpile/StockpileList': () => import('../../features/coal/stockpile/StockpileListPage'),
  'coal/scale/ScaleList': () => import('../../features/coal/scale/ScaleListPage'),
  'coal/port/PortList': () => import('../../features/coal/port/PortListPage'),
  'coal/berth/BerthList': () => import('../../features/coal/berth/BerthListPage'),
  'coal/platform/PlatformList': () => import('../../features/coal/platform/PlatformListPage'),
  'coal/petrolStation/PetrolStationList': () => import('../../features/coal/petrolStation/PetrolStationListPage'),
  'coal/account/AccountList': () => import('../../features/coal/account/AccountListPage'),
  'coal/fence/FenceList': () => import('../../features/coal/fence/FenceListPage'),
  'coal/gpsGateway/GpsGatewayList': () => import('../../features/coal/gpsGateway/GpsGatewayListPage'),
  'coal/tracking/GpsTrack': () => import('../../features/coal/tracking/GpsTrackPage'),
  'coal/tracking/GpsAlarmList': () => import('../../features/coal/tracking/GpsAlarmListPage'),
  'coal/contract/ContractList': () => import('../../features/coal/contract/ContractListPage'),
  'coal/dispatchPlan/DispatchPlanList': () => import('../../features/coal/dispatchPlan/DispatchPlanListPage'),
  'coal/pickupOrder/PickupOrderList': () => import('../../features/coal/pickupOrder/PickupOrderListPage'),
  'coal/weighbridge/WeighbridgeStation': () => import('../../features/coal/weighbridge/WeighbridgeStationPage'),
  'coal/queue/QueueList': () => import('../../features/coal/queue/QueueListPage'),
  'coal/weighing/WeighingList': () => import('../../features/coal/weighing/WeighingListPage'),
  'coal/coalBill/CoalBillList': () => import('../../features/coal/coalBill/CoalBillListPage'),
  'coal/qualityTest/QualityTestList': () => import('../../features/coal/qualityTest/QualityTestListPage'),
  'coal/voyage/VoyageList': () => import('../../features/coal/voyage/VoyageListPage'),
  'coal/truckFreight/TruckFreight': () => import('../../features/coal/truckFreight/TruckFreightPage'),
  'coal/railShipment/RailShipmentList': () => import('../../features/coal/railShipment/RailShipmentListPage'),
  'coal/railShipment/RailRateList': () => import('../../features/coal/railShipment/RailRateListPage'),
  'coal/moneyBill/CollectionBillList': () => import('../../features/coal/moneyBill/CollectionBillListPage'),
  'coal/moneyBill/PaymentBillList': () => import('../../features/coal/moneyBill/PaymentBillListPage'),
  'coal/moneyFlow/MoneyFlowList': () => import('../../features/coal/moneyFlow/MoneyFlowListPage'),
  'coal/serviceFee/ServiceFeeRuleList': () => import('../../features/coal/serviceFee/ServiceFeeRuleListPage'),
  'coal/serviceFee/ServiceFeeBillList': () => import('../../features/coal/serviceFee/ServiceFeeBillListPage'),
  'coal/settlement/SettlementList': () => import('../../features/coal/settlement/SettlementListPage'),
  'coal/invoice/InvoiceList': () => import('../../features/coal/invoice/InvoiceListPage'),
  'coal/ageing/ReceivableAgeing': () => import('../../features/coal/ageing/ReceivableAgeingPage'),
  'coal/reports/Tonnage': () => import('../../features/coal/reports/TonnagePage'),
  'coal/reports/Trips': () => import('../../features/coal/reports/TripsPage'),
  'coal/reports/ContractProgress': () => import('../../features/coal/reports/ContractProgressPage'),
  'coal/reports/QueueTimes': () => import('../../features/coal/reports/QueueTimesPage'),
  'coal/reports/WeighbridgeDaily': () => import('../../features/coal/reports/WeighbridgeDailyPage'),
  'coal/users/DispatcherUserList': () => import('../../features/coal/users/DispatcherUserListPage'),
  'coal/users/InfoStaffUserList': () => import('../../features/coal/users/InfoStaffUserListPage'),
  'coal/users/TraderUserList': () => import('../../features/coal/users/TraderUserListPage'),
  'coal/users/ShipperUserList': () => import('../../features/coal/users/ShipperUserListPage'),
  'system/user/UserList': () => import('../../features/system/user/UserListPage'),
  'system/role/RoleList': () => import('../../features/system/role/RoleListPage'),
  'system/permission/PermissionList': () => import('../../features/system/permission/PermissionListPage'),
  'system/depart/DepartList': () => import('../../features/system/depart/DepartListPage'),
  'system/depart/MyDepart': () => import('../../features/system/depart/MyDepartPage'),
  'system/position/PositionList': () => import('../../features/system/position/PositionListPage'),
  'system/tenant/TenantList': () => import('../../features/system/tenant/TenantListPage'),
  'system/dict/DictList': () => import('../../features/system/dict/DictListPage'),
  'system/category/CategoryList': () => import('../../features/system/category/CategoryListPage'),
  'system/announcement/AnnouncementList': () => import('../../features/system/announcement/AnnouncementListPage'),
  'system/log/LogList': () => import('../../features/system/log/LogListPage'),
  'system/quartz-job/QuartzJobList': () => import('../../features/system/quartz-job/QuartzJobListPage'),
  'system/check-rule/CheckRuleList': () => import('../../features/system/check-rule/CheckRuleListPage'),
  'system/fill-rule/FillRuleList': () => import('../../features/system/fill-rule/FillRuleListPage'),
  'system/data-source/DataSourceList': () => import('../../features/system/data-source/DataSourceListPage'),
  'system/file/FileManager': () => import('../../features/system/file/FileManagerPage'),
  'system/thirdAccount/ThirdAccountList': () => import('../../features/system/thirdAccount/ThirdAccountListPage'),
  'system/messageTemplate/MessageTemplateList': () => import('../../features/system/messageTemplate/MessageTemplateListPage'),
  'online/cgreport/CgreportList': () => import('../../features/online-report/CgreportListPage'),
  'online/cgform/CgformList': () => import('../../features/online-form/CgformListPage'),
  'online/cgform/auto/OnlineFormAutoList': () => import('../../features/online-form/auto/OnlineFormAutoListPage'),
  'online/cgreport/auto/ReportAutoList': () => import('../../features/online-report/ReportAutoListPage'),
  'monitor/online/OnlineUserList': () => import('../../features/monitor/online-users/OnlineUserListPage'),
  'monitor/runtime/Runtime': () => import('../../features/monitor/runtime/RuntimePage'),
  'monitor/http/Http': () => import('../../features/monitor/http/HttpPage'),
  'monitor/trace/Trace': () => import('../../features/monitor/trace/TracePage'),
  'monitor/disk/Disk': () => import('../../features/monitor/disk/DiskPage'),
  'monitor/redis/Redis': () => import('../../features/monitor/redis/RedisPage'),
  'monitor/sms/SmsOutbox': () => import('../../features/monitor/sms/SmsOutboxPage'),
  'examples/formWidgets/FormWidgets': () => import('../../features/examples/formWidgets/FormWidgetsPage'),
  'examples/dictWidgets/DictWidgets': () => import('../../features/examples/dictWidgets/DictWidgetsPage'),
  'examples/pickers/PickersDemo': () => import('../../features/examples/pickers/PickersDemoPage'),
  'examples/editable-table/EditableTableDemo': () => import('../../features/examples/editable-table/EditableTableDemoPage'),
  'examples/treeTable/TreeTableDemo': () => import('../../features/examples/treeTable/TreeTableDemoPage'),
  'examples/cron/CronDemo': () => import('../../features/examples/cron/CronDemoPage'),
  'examples/editor/EditorDemo': () => import('../../features/examples/editor/EditorDemoPage'),
  'examples/upload/UploadDemo': () => import('../../features/examples/upload/UploadDemoPage'),
  'examples/dragVerify/DragVerifyDemo': () => import('../../features/examples/dragVerify/DragVerifyDemoPage'),
  'examples/mapFence/MapFenceDemo': () => import('../../features/examples/mapFence/MapFenceDemoPage'),
  'test/home/TestHome': () => import('../../features/examples/home/TestHomePage'),
};

export const screenRegistry = Object.fromEntries(
  Object.entries(pages).map(([key, load]) => [key, lazy(load)]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

export function isKnownScreen(component: string): component is ScreenKey {
  return Object.hasOwn(screenRegistry, component);
}

/** Starts fetching a screen's code (and what it imports) without rendering it. */
export function prefetchScreen(component: ScreenKey): void {
  void pages[component]().catch(() => undefined);
}
