import { and, eq, isNull, or, gt, sql } from 'drizzle-orm';
import { businessToday, CONTRACT_EXPIRY_WARNING_DAYS } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { JobHandler } from '../../../core/jobs/types';
import { recordEvent } from './events';
import { tellPeople } from './notify';
import { coalContract } from './table';

const DAY_MS = 86_400_000;

/** Whole days from one business date to another (`yyyy-MM-dd`, both read as UTC midnights: no zone in between). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The warning due for a contract ending in `daysLeft` days: the smallest threshold it is within, or none. */
export function warningDue(daysLeft: number): number | null {
  const within = CONTRACT_EXPIRY_WARNING_DAYS.filter((d) => daysLeft >= 0 && daysLeft <= d);
  return within.length ? Math.min(...within) : null;
}

/**
 * Warns each executing contract's owner through the bell 30 and 7 days before its end date (coal issue 11), each
 * warning once: the contract row records the last one sent, claimed by a guarded update, so a second instance or a
 * second run the same day sends nothing more. A contract first seen within 7 days gets the 7-day warning only.
 */
export async function warnExpiringContracts(app: AppContext, now: Date): Promise<number> {
  const today = businessToday(now);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + Math.max(...CONTRACT_EXPIRY_WARNING_DAYS) * DAY_MS).toISOString().slice(0, 10);
  const candidates = await app.db
    .select({ id: coalContract.id, endDate: coalContract.endDate })
    .from(coalContract)
    .where(and(eq(coalContract.status, 'executing'), eq(coalContract.delFlag, 0), sql`${coalContract.endDate} >= ${today}`, sql`${coalContract.endDate} <= ${horizon}`));
  let sent = 0;
  for (const c of candidates) {
    const daysLeft = daysBetween(today, c.endDate);
    const due = warningDue(daysLeft);
    if (due === null) continue;
    const ring = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(coalContract)
        .set({ expiryWarnedDays: due })
        .where(and(eq(coalContract.id, c.id), eq(coalContract.status, 'executing'), or(isNull(coalContract.expiryWarnedDays), gt(coalContract.expiryWarnedDays, due))))
        .returning({ tenantId: coalContract.tenantId, contractNo: coalContract.contractNo, counterpartyName: coalContract.counterpartyName, ownerId: coalContract.ownerId, createBy: coalContract.createBy, version: coalContract.version, endDate: coalContract.endDate });
      if (!row) return null;
      const remark = daysLeft === 0 ? '合同今天到期' : `合同还有${daysLeft}天到期（${row.endDate}）`;
      await recordEvent(tx, { tenantId: row.tenantId, contractId: c.id, kind: 'expiryWarning', remark, version: row.version, by: { username: 'system', realname: '系统' } });
      const ref = { id: c.id, tenantId: row.tenantId, contractNo: row.contractNo, counterpartyName: row.counterpartyName };
      sent += 1;
      return tellPeople(tx, ref, { ids: [row.ownerId], usernames: row.ownerId ? [] : [row.createBy] }, { id: '', name: '系统' }, {
        code: 'coal_contract_expiring',
        vars: { contractNo: row.contractNo, counterparty: row.counterpartyName, endDate: row.endDate, daysText: daysLeft === 0 ? '今天到期' : `还有 ${daysLeft} 天` },
      });
    });
    await ring?.(app);
  }
  return sent;
}

export const contractExpiryJob: JobHandler = {
  key: 'coalContractExpiry',
  name: '合同到期提醒',
  description: '检查执行中的合同，在结束日期前30天和7天通过消息提醒合同负责人（每个提醒只发一次）',
  async run(ctx) {
    const sent = await warnExpiringContracts(ctx.app, ctx.scheduledAt);
    return sent ? `已提醒${sent}份合同` : '没有需要提醒的合同';
  },
};
