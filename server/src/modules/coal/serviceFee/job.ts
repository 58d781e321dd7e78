import { monthOf, previousMonth, SERVICE_FEE_JOB_KEY } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { JobHandler } from '../../../core/jobs/types';
import { publishEntityChange } from '../../../core/realtime/entity-changes';
import { dropCounts } from '../../../core/crud/counts';
import { serviceFeeBillEntity } from './entity';
import { generateMonth, tenantsWithRules } from './generate';

/**
 * Last month's fee bills of every tenant with a rule, as of `at` (the firing: 02:00 China time on the 1st). A
 * month already billed for a payer is left as it is, so a second run, or a run after staff generated the month,
 * writes nothing new.
 */
export async function billLastMonth(app: AppContext, at: Date): Promise<{ month: string; written: number }> {
  const month = previousMonth(monthOf(at));
  let written = 0;
  for (const tenantId of await tenantsWithRules(app.db)) {
    const out = await generateMonth(app.db, tenantId, month, { by: 'system' });
    written += out.written;
    if (out.changed.length) {
      await dropCounts(app, serviceFeeBillEntity);
      await publishEntityChange(app, serviceFeeBillEntity, 'add', out.changed, { tenantId });
    }
  }
  return { month, written };
}

export const serviceFeeJob: JobHandler = {
  key: SERVICE_FEE_JOB_KEY,
  name: '服务费月度账单',
  description: '每月1日根据上月已完成的磅单（按称毛时间，北京时间）生成各缴费单位的服务费账单；已生成的不再重复生成',
  async run(ctx) {
    const { month, written } = await billLastMonth(ctx.app, ctx.scheduledAt);
    return written ? `已生成${month}服务费账单${written}张` : `${month}没有需要生成的服务费账单`;
  },
};
