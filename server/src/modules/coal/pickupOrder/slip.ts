import type { PaperName, Sheet } from '../../../core/pdf/index';
import type { ApiRecord } from '../../../core/crud/index';

/** What the slip prints beyond the order itself. */
export interface SlipFacts {
  /** The company issuing it (the tenant's name), printed above the title. */
  company: string;
  /** The plan as the caller sees it (its consignee, slot and direction with their texts). */
  plan: ApiRecord;
  /** The QR code of the driver's link. */
  qrPng: Buffer;
  /** Who prints it. */
  printedBy: string;
  printedAt: Date;
  paper: PaperName;
}

const str = (v: unknown) => (v == null ? '' : String(v));

/** What the driver reads before the gate: the order's own facts, then the yard's rules for the contract's direction. */
export function driverNotes(order: ApiRecord, direction: string): string[] {
  const weighing =
    direction === 'purchase'
      ? '进场后先重车称毛重，卸车后空车称皮重；过磅时人员下车，听从司磅员指挥。'
      : '进场后先空车称皮重，装车后重车称毛重；过磅时人员下车，听从司磅员指挥。';
  return [
    `本单限 ${str(order.loadDate)} 当日、车辆 ${str(order.plateNo)} 使用，过期或作废后不能进场。`,
    '到场后用手机扫描右上方二维码签到排队，叫号后凭本单进场；过号须重新排队。',
    weighing,
    '场内限速 5 km/h，严禁超载；本单及二维码请妥善保管，勿转借他人。',
  ];
}

/**
 * 提煤单 as printed (issue 12): the order's facts as issued, the plan's consignee, the QR code of the driver's link,
 * 司机须知 and boxes for the clerk, the driver and the gate to sign. An order no longer valid still prints (a copy
 * for the file) with its state in the title, so the paper cannot pass for a valid one.
 */
export function pickupSlip(order: ApiRecord, facts: SlipFacts): Sheet {
  const { plan } = facts;
  const slot = str(plan.slot_dictText);
  const state = order.status === 'valid' ? '' : `（${str(order.status_dictText) || str(order.status)}）`;
  return {
    paper: facts.paper,
    heading: facts.company,
    title: `提煤单${state}`,
    number: str(order.orderNo),
    printedAt: facts.printedAt,
    footerNote: `打印人：${facts.printedBy}`,
    blocks: [
      {
        kind: 'grid',
        columns: 2,
        aside: { png: facts.qrPng, caption: '司机扫码签到排队', sizeMm: 30 },
        cells: [
          { label: '调度计划', value: str(order.planNo) },
          { label: '合同编号', value: str(order.contractNo) },
          { label: '收货单位', value: str(plan.consigneeId_dictText) },
          { label: '承运单位', value: str(order.carrierId_dictText) },
          { label: '煤种', value: str(order.materialId_dictText) },
          { label: '货场', value: str(order.yardId_dictText) },
          { label: '车牌号', value: str(order.plateNo) },
          { label: '装车日期', value: slot ? `${str(order.loadDate)}（${slot}）` : str(order.loadDate) },
          { label: '司机', value: str(order.driverName) },
          { label: '司机电话', value: str(order.driverPhone) },
          { label: '有效期', value: `${str(order.validFrom)} 至 ${str(order.validTo)}`, span: 2 },
        ],
      },
      { kind: 'notes', title: '司机须知', lines: driverNotes(order, str(plan.direction)) },
      { kind: 'signatures', labels: ['制单', '司机', '门岗'] },
    ],
  };
}
