import { eq } from 'drizzle-orm';
import { monthOf, previousMonth } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { coalCarrier } from '../carrier/table';
import { generateMonth } from '../serviceFee/generate';
import { coalServiceFeeRule } from '../serviceFee/table';
import { DEMO_TENANT as TENANT } from './company';
import { DEMO_MARKER } from './demo';

/** The marker remembering the service fees' demo rows were written (sys_config). */
export const DEMO_SERVICE_FEE_MARKER = 'seeded:demo:serviceFee';

/**
 * The demo company's fee rules: 0.50 元/t of every carrier's settled weight, 2 元 a coal bill to every customer, and
 * 10 元 a trip to the first carrier; then last month's bills from its weighings, as the monthly job would have
 * written them (the demo's weighings are today's: a first start bills nothing, a demo kept running gets its bills
 * from the job on the 1st). Written once, after the demo company.
 */
export async function seedDemoServiceFees(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const [company] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
  if (!company) return null;
  const [carrier] = await db.select({ id: coalCarrier.id, name: coalCarrier.name }).from(coalCarrier).where(eq(coalCarrier.tenantId, TENANT)).orderBy(coalCarrier.name).limit(1);
  const written = await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_SERVICE_FEE_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return false;
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await tx.insert(coalServiceFeeRule).values([
      { id: seedId('demo:serviceFeeRule:tonne'), tenantId: TENANT, name: '平台服务费（承运）', payerKind: 'carrier', payerOrg: 'carrier', basis: 'perTonne', rate: '0.5', validFrom: '2026-01-01', enabled: true, createBy: 'admin', createTime: at(90) },
      { id: seedId('demo:serviceFeeRule:bill'), tenantId: TENANT, name: '电子煤票服务费', payerKind: 'shipper', payerOrg: 'consumer', basis: 'perBill', rate: '2', validFrom: '2026-01-01', enabled: true, createBy: 'admin', createTime: at(89) },
      ...(carrier ? [{ id: seedId('demo:serviceFeeRule:trip'), tenantId: TENANT, name: `${carrier.name}车次费`, payerKind: 'carrier', payerOrg: 'carrier', payerId: carrier.id, payerName: carrier.name, carrierId: carrier.id, basis: 'perTrip', rate: '10', enabled: true, remark: '入场调度服务按车次计费', createBy: 'admin', createTime: at(30) }] : []),
    ]);
    return true;
  });
  if (!written) return null;
  const bills = await generateMonth(db, TENANT, previousMonth(monthOf(now)), { by: 'system' });
  return { serviceFeeRules: carrier ? 3 : 2, serviceFeeBills: bills.written };
}
