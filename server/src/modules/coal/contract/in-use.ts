import { and, eq, inArray } from 'drizzle-orm';
import type { ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalContract } from './table';

/**
 * A supplier or consumer with contracts is not deleted (coal-domain.md): the contract names it. Deleted contracts
 * in the recycle bin count when the organisation is removed for good (a restored contract would name nothing).
 */
export const contractsReferring =
  (kind: 'supplier' | 'consumer') =>
  async (tx: Db, rows: ApiRecord[], permanent: boolean): Promise<string | undefined> => {
    const column = kind === 'supplier' ? coalContract.supplierId : coalContract.consumerId;
    const ids = rows.map((r) => r.id);
    const [hit] = await tx
      .select({ id: column, contractNo: coalContract.contractNo })
      .from(coalContract)
      .where(and(inArray(column, ids), ...(permanent ? [] : [eq(coalContract.delFlag, 0)])))
      .limit(1);
    if (!hit) return undefined;
    const name = rows.find((r) => r.id === hit.id)?.name ?? '';
    return `${kind === 'supplier' ? '供应商' : '客户'}「${name}」已有合同（${hit.contractNo}），不能删除${permanent ? '（含回收站中的记录）' : ''}`;
  };
