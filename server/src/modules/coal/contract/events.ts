import { asc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractEventKind, ContractStatus } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { fmtTime } from '../../../core/http/dates';
import { coalContractEvent } from './table';

export interface EventInput {
  tenantId: number | null;
  contractId: string;
  kind: ContractEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  remark?: string | null;
  supplementId?: string | null;
  version: number;
  by: { username: string; realname?: string | null };
}

/** One line of a contract's timeline, written in the transaction of the change it records. */
export async function recordEvent(tx: Db, e: EventInput): Promise<void> {
  await tx.insert(coalContractEvent).values({
    tenantId: e.tenantId,
    contractId: e.contractId,
    kind: e.kind,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    remark: e.remark?.trim() || null,
    supplementId: e.supplementId ?? null,
    version: e.version,
    byUsername: e.by.username,
    byRealname: e.by.realname ?? null,
  });
}

/** The timeline of a contract the caller may see (the caller checks), oldest first. */
export async function listEvents(db: Db, contractId: string): Promise<ContractEvent[]> {
  const rows = await db.select().from(coalContractEvent).where(eq(coalContractEvent.contractId, contractId)).orderBy(asc(coalContractEvent.time), asc(coalContractEvent.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContractEventKind,
    fromStatus: (r.fromStatus as ContractStatus | null) ?? null,
    toStatus: (r.toStatus as ContractStatus | null) ?? null,
    remark: r.remark,
    supplementId: r.supplementId,
    version: r.version,
    byUsername: r.byUsername,
    byRealname: r.byRealname,
    time: fmtTime(r.time) ?? '',
  }));
}
