import { COAL_BILL_VALID_HOURS, COAL_BILL_VERIFY_PAGE } from '@meiyun/shared';
import type { ApiRecord } from '../../../core/crud/index';
import type { GridCell, PaperName, Sheet } from '../../../core/pdf/index';
import { kg, str } from './format';

/** What the 电子煤票 prints beyond the bill itself. */
export interface BillSheetFacts {
  /** The QR code of the bill's signed code (the public verification page's address with it). */
  qrPng: Buffer;
  /** This site's address (scheme and host), to name the verification page on paper. */
  origin: string;
  /** The bill's pickup order number (the bill keeps the order's id). */
  pickupOrderNo: string;
  /** Past its valid-until time now. */
  expired: boolean;
  printedBy: string;
  printedAt: Date;
  paper: PaperName;
}

/**
 * 电子煤票 as printed (issue 12): every fact the bill carries (coal-api.md "Electronic coal bills"), the QR code
 * of its signed code and how anyone checks it. A bill that is not 已开具 prints with its state in the title
 * (电子煤票（在途）, …（已作废）), and one past its 48 hours while still open says 已过期, so a copy cannot pass for
 * a fresh one; the code itself tells the truth when scanned either way.
 */
export function billSheet(b: ApiRecord, facts: BillSheetFacts): Sheet {
  const states = [b.status === 'issued' ? '' : str(b.status_dictText) || str(b.status), facts.expired && (b.status === 'issued' || b.status === 'inTransit') ? '已过期' : ''].filter(Boolean);
  const cells: GridCell[] = [
    { label: '发货单位', value: str(b.shipper) },
    { label: '收货单位', value: str(b.consigneeId_dictText) },
    { label: '车牌号', value: str(b.plateNo) },
    { label: '司机', value: str(b.driverName) },
    { label: '煤种', value: str(b.materialId_dictText) },
    { label: '承运单位', value: str(b.carrierId_dictText) },
    { label: '合同编号', value: str(b.contractNo) },
    { label: '提煤单号', value: facts.pickupOrderNo },
    { label: '磅单号', value: str(b.weighNo) },
    { label: '开具时间', value: str(b.issuedAt) },
    { label: '有效期至', value: str(b.validUntil), span: 2 },
  ];
  // The weights on a line of their own, under the facts the QR code sits beside.
  const weights: GridCell[] = [
    { label: '毛重(kg)', value: kg(b.grossKg), align: 'right' },
    { label: '皮重(kg)', value: kg(b.tareKg), align: 'right' },
    { label: '净重(kg)', value: kg(b.netKg), align: 'right' },
  ];
  if (b.status === 'void') weights.push({ label: '作废原因', value: str(b.voidReason), span: 3 });
  return {
    paper: facts.paper,
    heading: str(b.shipper),
    title: `电子煤票${states.map((s) => `（${s}）`).join('')}`,
    number: str(b.billNo),
    printedAt: facts.printedAt,
    footerNote: `打印人：${facts.printedBy}`,
    blocks: [
      { kind: 'grid', columns: 2, cells, aside: { png: facts.qrPng, caption: '扫码验真', sizeMm: 34 } },
      { kind: 'grid', columns: 3, cells: weights },
      {
        kind: 'notes',
        title: '验真',
        lines: [
          `任何人无需登录，用手机扫描右上方二维码，即打开 ${facts.origin}${COAL_BILL_VERIFY_PAGE} 核验页，显示本煤票的车牌、煤种、重量和当前状态；二维码内容经开票方数字签名，涂改或伪造的显示“煤票无效”。`,
          `本煤票自开具起 ${COAL_BILL_VALID_HOURS} 小时内有效，以扫码显示的状态为准（已作废、已过期均如实显示）。`,
        ],
      },
      { kind: 'signatures', labels: ['司磅员', '司机', '收货签收'] },
    ],
  };
}
