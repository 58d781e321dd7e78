import { contractMeta, ContractTexts, type ContractClause } from '@meiyun/shared';
import { inArray } from 'drizzle-orm';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { progressOf } from './progress';
import { coalContract } from './table';

/**
 * 合同 through the entity kit for its list, export, delete and recycle bin; add, edit and queryById are the
 * feature's own (routes.ts), since the clauses and the state travel with the header. Every record read through the
 * kit also carries its `rev`, `clauses` and `progress`, so the list can open the edit form and draw the bars.
 */
export const contractEntity = bindEntity({
  meta: contractMeta,
  table: coalContract,
  menuKey: 'menu:coal:contract',
  hooks: {
    beforeDelete: (_h, existing) => {
      if (existing.some((r) => r.status !== 'draft')) throw new BizError(ContractTexts.deleteNotDraft);
    },
    decorate: async (ctx, records) => decorateContracts(ctx.db, records),
  },
});

export async function decorateContracts(db: Parameters<typeof progressOf>[0], records: ApiRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = await db
    .select({ id: coalContract.id, rev: coalContract.rev, clauses: coalContract.clauses })
    .from(coalContract)
    .where(
      inArray(
        coalContract.id,
        records.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const progress = await progressOf(
    db,
    records.map((r) => ({ id: r.id, quantityT: String(r.quantityT ?? '0'), unitPrice: String(r.unitPrice ?? '0') })),
  );
  for (const r of records) {
    const row = byId.get(r.id);
    r.rev = row?.rev ?? 1;
    r.clauses = (row?.clauses ?? []) as ContractClause[];
    r.progress = progress.get(r.id);
  }
}
