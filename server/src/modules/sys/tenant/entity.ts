import { eq, sql } from 'drizzle-orm';
import { tenantMeta, TenantStatus } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysTenant } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';

function checkDates(begin: unknown, end: unknown) {
  if (begin && end && String(begin) > String(end)) throw new BizError('结束时间不能早于开始时间');
}

/** Tenants: the id is the administrator's number or the next free one; the status changes only by freezing. */
export const tenantEntity = bindEntity({
  meta: tenantMeta,
  table: sysTenant,
  menuKey: 'menu:system:tenant',
  hooks: {
    // A tenant removed or brought back from the recycle bin changes who may work where.
    afterChange: (ctx) => ctx.identity.tenantsChanged(),
    async beforeAdd(h, values) {
      checkDates(values.beginDate, values.endDate);
      // The table lock serialises adds, so that two at once cannot take the same number.
      await h.tx.execute(sql`lock table ${sysTenant} in share row exclusive mode`);
      if (values.id === null || values.id === undefined) {
        const [{ next }] = await h.tx.select({ next: sql<number>`coalesce(max(${sysTenant.id}), 0) + 1` }).from(sysTenant);
        values.id = Number(next);
      } else {
        const [taken] = await h.tx.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, Number(values.id)));
        if (taken) throw new BizError(`租户编号「${values.id}」已存在`);
      }
      values.status = TenantStatus.normal;
    },
    // The kit's routes take ids as strings (edit, delete, queryById); the number field would replace it.
    async decorate(_ctx, records) {
      for (const r of records) r.id = String(r.id);
    },
    beforeEdit(_h, values, _input, existing) {
      checkDates(Object.hasOwn(values, 'beginDate') ? values.beginDate : existing.beginDate, Object.hasOwn(values, 'endDate') ? values.endDate : existing.endDate);
    },
  },
});
