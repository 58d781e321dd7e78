/**
 * The screens a menu item may open, by the component string the server stores on it (product-spec "components
 * resolve from views"), in one place: the web's screen registry is typed by them (a screen without its page, or a
 * page under a name not listed here, does not compile: web/src/app/router/screenRegistry.ts) and the server's
 * seeded menus may only name one of them or a layout, so a seeded menu never opens the 404 page. Menus an
 * administrator adds are free text; the web shows 404 for a name it does not know.
 */
export const SCREENS = [
  'dashboard/analysis/Analysis',
  'dashboard/monitor/Monitor',
  'dashboard/workplace/Workplace',
  'account/center/AccountCenter',
  'account/settings/AccountSettings',
  'isps/user-announcement/UserAnnouncement',
  'coal/supplier/SupplierList',
  'coal/consumer/ConsumerList',
  'coal/consignee/ConsigneeList',
  'coal/carrier/CarrierList',
  'coal/car/CarList',
  'coal/driver/DriverList',
  'coal/material/MaterialList',
  'coal/freightYard/FreightYardList',
  'coal/stockpile/StockpileList',
  'coal/scale/ScaleList',
  'coal/port/PortList',
  'coal/berth/BerthList',
  'coal/platform/PlatformList',
  'coal/petrolStation/PetrolStationList',
  'coal/account/AccountList',
  'coal/fence/FenceList',
  'coal/gpsGateway/GpsGatewayList',
  'coal/tracking/GpsTrack',
  'coal/tracking/GpsAlarmList',
  'coal/contract/ContractList',
  'coal/dispatchPlan/DispatchPlanList',
  'coal/pickupOrder/PickupOrderList',
  'coal/queue/QueueList',
  'coal/weighbridge/WeighbridgeStation',
  'coal/weighing/WeighingList',
  'coal/coalBill/CoalBillList',
  'coal/serviceFee/ServiceFeeRuleList',
  'coal/serviceFee/ServiceFeeBillList',
  'coal/qualityTest/QualityTestList',
  'coal/voyage/VoyageList',
  'coal/truckFreight/TruckFreight',
  'coal/railShipment/RailShipmentList',
  'coal/railShipment/RailRateList',
  'coal/moneyBill/CollectionBillList',
  'coal/moneyBill/PaymentBillList',
  'coal/moneyFlow/MoneyFlowList',
  'coal/settlement/SettlementList',
  'coal/invoice/InvoiceList',
  'coal/ageing/ReceivableAgeing',
  'coal/reports/Tonnage',
  'coal/reports/Trips',
  'coal/reports/ContractProgress',
  'coal/reports/QueueTimes',
  'coal/reports/WeighbridgeDaily',
  'coal/users/DispatcherUserList',
  'coal/users/InfoStaffUserList',
  'coal/users/TraderUserList',
  'coal/users/ShipperUserList',
  'system/user/UserList',
  'system/role/RoleList',
  'system/permission/PermissionList',
  'system/depart/DepartList',
  'system/depart/MyDepart',
  'system/position/PositionList',
  'system/tenant/TenantList',
  'system/dict/DictList',
  'system/category/CategoryList',
  'system/announcement/AnnouncementList',
  'system/log/LogList',
  'system/quartz-job/QuartzJobList',
  'system/check-rule/CheckRuleList',
  'system/fill-rule/FillRuleList',
  'system/data-source/DataSourceList',
  'system/file/FileManager',
  'system/thirdAccount/ThirdAccountList',
  'system/messageTemplate/MessageTemplateList',
  'online/cgreport/CgreportList',
  'monitor/online/OnlineUserList',
  'monitor/runtime/Runtime',
  'monitor/http/Http',
  'monitor/trace/Trace',
  'monitor/disk/Disk',
  'monitor/redis/Redis',
  'monitor/sms/SmsOutbox',
  'examples/formWidgets/FormWidgets',
  'examples/dictWidgets/DictWidgets',
  'examples/pickers/PickersDemo',
  'examples/editable-table/EditableTableDemo',
  'examples/treeTable/TreeTableDemo',
  'examples/cron/CronDemo',
  'examples/editor/EditorDemo',
  'examples/upload/UploadDemo',
  'examples/dragVerify/DragVerifyDemo',
  'examples/mapFence/MapFenceDemo',
] as const;

export type ScreenKey = (typeof SCREENS)[number];

/** What a folder of the menu renders (its children in the workspace), and an outside page shown inside it. */
export const ROUTE_VIEW = 'layouts/RouteView';
export const IFRAME_VIEW = 'layouts/IframePageView';

/** The component of a seeded menu item: a screen, or for a folder or an outside page one of the layouts. */
export type MenuComponent = ScreenKey | typeof ROUTE_VIEW | typeof IFRAME_VIEW;

export function isScreenKey(component: string): component is ScreenKey {
  return (SCREENS as readonly string[]).includes(component);
}
