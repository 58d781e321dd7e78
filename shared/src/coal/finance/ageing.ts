/**
 * 应收账龄 (coal-domain.md "Finance", coal-api.md `GET /coal/report/receivableAgeing`): what our customers owe,
 * by how long ago each sales settlement passed 财务审核. A receivable is a sales settlement at 财务审核 or later
 * (not voided) with outstanding = totalAmount − paidAmount > 0; its age is asOf − financeReviewedDate in days (China
 * dates), and it falls in one of five buckets.
 */
export const AGEING_BUCKETS = ['b0_30', 'b31_60', 'b61_90', 'b91_180', 'b180'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = { b0_30: '0-30天', b31_60: '31-60天', b61_90: '61-90天', b91_180: '91-180天', b180: '180天以上' };

/** The bucket of an age in days: 30 → 0–30, 31 → 31–60, 180 → 91–180, 181 → >180. A negative age (a later review than asOf) is 0–30. */
export function ageingBucketOf(ageDays: number): AgeingBucket {
  if (ageDays <= 30) return 'b0_30';
  if (ageDays <= 60) return 'b31_60';
  if (ageDays <= 90) return 'b61_90';
  if (ageDays <= 180) return 'b91_180';
  return 'b180';
}

export const RECEIVABLE_AGEING_PERM = 'coal:report:receivableAgeing';

/** One customer's outstanding by bucket (money strings); the totals row has counterpartyId null and name 合计. */
export interface AgeingRow {
  counterpartyId: string | null;
  counterpartyName: string;
  b0_30: string;
  b31_60: string;
  b61_90: string;
  b91_180: string;
  b180: string;
  total: string;
}

/** A settlement behind a customer's figures. */
export interface AgeingSettlement {
  id: string;
  settlementNo: string;
  contractNo: string;
  financeReviewedDate: string;
  ageDays: number;
  totalAmount: string;
  paidAmount: string;
  outstanding: string;
  bucket: AgeingBucket;
}

/** The reply: rows by customer and their totals; with `counterpartyId`, that customer's settlements too. */
export interface ReceivableAgeing {
  asOf: string;
  rows: AgeingRow[];
  totals: AgeingRow;
  settlements?: AgeingSettlement[];
}

export const AgeingTexts = {
  asOf: '截止日期格式应为yyyy-MM-dd',
  staffOnly: '应收账龄仅供本公司人员查看',
} as const;
