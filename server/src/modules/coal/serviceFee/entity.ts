import { serviceFeeBillMeta, serviceFeeRuleMeta, ServiceFeeTexts, type ServiceFeePayerOrg } from '@meiyun/shared';
import { inArray } from 'drizzle-orm';
import { bindEntity, type ColumnValues, type HookContext } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { orgColumnsOf, payerName } from './payer';
import { coalServiceFeeBill, coalServiceFeeBillLine, coalServiceFeeRule } from './table';

const refuseOrgUser = (h: HookContext) => {
  if (orgOf(h.auth.user)) throw new BizError(ServiceFeeTexts.staffOnly);
};

/** A rule's payer as stored: a carrier rule names a carrier; a shipper rule a consumer or a supplier, or all of them. */
async function settlePayer(h: HookContext, values: ColumnValues, stored: Record<string, unknown> = {}): Promise<void> {
  const pick = (k: string) => (k in values ? values[k] : stored[k]) as string | null | undefined;
  const kind = pick('payerKind');
  let org = (pick('payerOrg') || null) as ServiceFeePayerOrg | null;
  const id = pick('payerId') || null;
  if (kind === 'carrier') org = 'carrier';
  else if (org === 'carrier') throw new BizError(ServiceFeeTexts.payerOrgMismatch);
  if (id && !org) throw new BizError(ServiceFeeTexts.payerRequired);
  const name = id && org ? await payerName(h.tx, h.auth.tenantId, org, id) : null;
  if (id && !name) throw new BizError('缴费单位不存在');
  Object.assign(values, { payerOrg: org, payerId: id, payerName: name, ...orgColumnsOf(id ? org : null, id) });
  const from = pick('validFrom');
  const to = pick('validTo');
  if (from && to && String(from) > String(to)) throw new BizError(ServiceFeeTexts.validRange);
}

/**
 * 服务费规则 through the entity kit, in the caller's tenant (and, for a user acting for an organisation, the
 * rules naming it). Written by our staff only; the payer's name and organisation column follow the payer; a rule a
 * bill line counted is not deleted (it is disabled instead), so every bill still names the rule it was made from.
 */
export const serviceFeeRuleEntity = bindEntity({
  meta: serviceFeeRuleMeta,
  table: coalServiceFeeRule,
  menuKey: 'menu:coal:serviceFeeRule',
  hooks: {
    beforeAdd: async (h, values) => {
      refuseOrgUser(h);
      await settlePayer(h, values);
    },
    beforeImport: async (h, rows) => {
      refuseOrgUser(h);
      for (const r of rows) await settlePayer(h, r.values);
    },
    beforeEdit: async (h, values, _input, existing) => {
      refuseOrgUser(h);
      await settlePayer(h, values, existing);
    },
    beforeDelete: async (h, existing) => {
      refuseOrgUser(h);
      const used = await h.tx.select({ id: coalServiceFeeBillLine.ruleId }).from(coalServiceFeeBillLine).where(inArray(coalServiceFeeBillLine.ruleId, existing.map((r) => r.id))).limit(1);
      if (used.length) throw new BizError(ServiceFeeTexts.ruleInUse);
    },
  },
});

/** 服务费账单 through the kit for its list, queryById and export; generation, 确认 and 作废 are the feature's own. */
export const serviceFeeBillEntity = bindEntity({
  meta: serviceFeeBillMeta,
  table: coalServiceFeeBill,
  menuKey: 'menu:coal:serviceFeeBill',
});
