/**
 * Service fees (服务费, coal-domain.md "Service fees"): the platform's fees charged per tonne, per coal bill or per
 * trip to shippers or carriers. Kinds, bases, bill statuses, actions, permission codes and the texts the server
 * answers; both sides read these.
 */

/** Who pays: the shipper (货主: our customer on a sale, the supplier on a purchase) or the carrier (承运单位). */
export const SERVICE_FEE_PAYER_KINDS = ['shipper', 'carrier'] as const;
export type ServiceFeePayerKind = (typeof SERVICE_FEE_PAYER_KINDS)[number];
export const SERVICE_FEE_PAYER_KIND_ITEMS: [ServiceFeePayerKind, string][] = [
  ['shipper', '货主'],
  ['carrier', '承运单位'],
];

/** The organisation a fee names or a bill is made out to: a shipper is a consumer or a supplier. */
export const SERVICE_FEE_PAYER_ORGS = ['consumer', 'supplier', 'carrier'] as const;
export type ServiceFeePayerOrg = (typeof SERVICE_FEE_PAYER_ORGS)[number];
export const SERVICE_FEE_PAYER_ORG_ITEMS: [ServiceFeePayerOrg, string][] = [
  ['consumer', '客户'],
  ['supplier', '供应商'],
  ['carrier', '承运单位'],
];
export const payerKindOfOrg = (org: ServiceFeePayerOrg): ServiceFeePayerKind => (org === 'carrier' ? 'carrier' : 'shipper');

/** 按吨 (元/t × Σ settleKg / 1000), 按票 (元 × coal bills), 按车次 (元 × completed weighings). */
export const SERVICE_FEE_BASES = ['perTonne', 'perBill', 'perTrip'] as const;
export type ServiceFeeBasis = (typeof SERVICE_FEE_BASES)[number];
export const SERVICE_FEE_BASIS_ITEMS: [ServiceFeeBasis, string][] = [
  ['perTonne', '按吨'],
  ['perBill', '按票'],
  ['perTrip', '按车次'],
];
/** The unit of a rule's rate and of a line's quantity, as the screens write them. */
export const SERVICE_FEE_RATE_UNITS: Record<ServiceFeeBasis, string> = { perTonne: '元/吨', perBill: '元/票', perTrip: '元/车' };
export const SERVICE_FEE_QUANTITY_UNITS: Record<ServiceFeeBasis, string> = { perTonne: '吨', perBill: '票', perTrip: '车' };

/** 草稿 → 已确认; 草稿 → 已作废 (with a reason, or by a regeneration of its month). A bill is never edited or deleted. */
export const SERVICE_FEE_BILL_STATUSES = ['draft', 'confirmed', 'void'] as const;
export type ServiceFeeBillStatus = (typeof SERVICE_FEE_BILL_STATUSES)[number];
export const SERVICE_FEE_BILL_STATUS_ITEMS: [ServiceFeeBillStatus, string][] = [
  ['draft', '草稿'],
  ['confirmed', '已确认'],
  ['void', '已作废'],
];

export const SERVICE_FEE_BILL_ACTIONS = ['generate', 'confirm', 'void'] as const;
export type ServiceFeeBillAction = (typeof SERVICE_FEE_BILL_ACTIONS)[number];
export const serviceFeeBillActionPerm = (action: ServiceFeeBillAction) => `coal:serviceFeeBill:${action}`;
export const SERVICE_FEE_BILL_ACTION_LABELS: Record<ServiceFeeBillAction, string> = { generate: '生成账单', confirm: '确认', void: '作废' };

/** The monthly job: 02:00 China time on the 1st, billing the month before. */
export const SERVICE_FEE_JOB_KEY = 'coalServiceFeeMonthly';
export const SERVICE_FEE_JOB_CRON = '0 0 2 1 * ?';

export const ServiceFeeTexts = {
  monthFormat: '账单月份格式应为yyyy-MM',
  monthNotOver: '只能生成已结束的月份的账单',
  staffOnly: '服务费由本公司财务人员办理',
  ruleInUse: '该规则已用于服务费账单，不能删除，请停用',
  payerRequired: '请选择缴费单位',
  payerOrgMismatch: '缴费单位类型与缴费方不符',
  validRange: '生效日期不能晚于失效日期',
  confirmNotDraft: '只有草稿状态的账单可以确认',
  voidNotDraft: '只有草稿状态的账单可以作废',
  voidReason: '请填写作废原因',
  regenerated: '重新生成账单',
} as const;
