import { inArray } from 'drizzle-orm';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalServiceFeeRule } from './table';

const LABEL = { carrier: '承运单位', consumer: '客户', supplier: '供应商' } as const;

/** An organisation a fee rule names is not deleted: the rule would charge nobody, and its bills name the payer. */
export const rulesNaming =
  (kind: 'carrier' | 'consumer' | 'supplier') =>
  async (tx: Db, rows: ApiRecord[]): Promise<string | undefined> => {
    const column = kind === 'carrier' ? coalServiceFeeRule.carrierId : kind === 'consumer' ? coalServiceFeeRule.consumerId : coalServiceFeeRule.supplierId;
    const [hit] = await tx.select({ id: column, name: coalServiceFeeRule.name }).from(coalServiceFeeRule).where(inArray(column, rows.map((r) => r.id))).limit(1);
    if (!hit) return undefined;
    return `${LABEL[kind]}「${rows.find((r) => r.id === hit.id)?.name ?? ''}」已用于服务费规则（${hit.name}），不能删除`;
  };
