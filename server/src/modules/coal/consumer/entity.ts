import { consumerMeta } from '@meiyun/shared';
import { and, count, eq, inArray, min } from 'drizzle-orm';
import { bindEntity, type ApiRecord } from '../../../core/crud/index';
import type { Db } from '../../../core/db/client';
import { coalConsignee } from '../consignee/table';
import { coalConsumer } from './table';
import { addInUseCheck, refuseDeleteInUse } from '../in-use';

/** A consumer's consignees (收货单位) keep it: the message names one of them and how many there are. */
async function consigneesRefusal(tx: Db, orgs: ApiRecord[], permanent: boolean): Promise<string | undefined> {
  const ids = orgs.map((o) => o.id);
  const live = permanent ? undefined : eq(coalConsignee.delFlag, 0);
  const rows = await tx
    .select({ consumerId: coalConsignee.consumerId, n: count(), name: min(coalConsignee.name) })
    .from(coalConsignee)
    .where(and(inArray(coalConsignee.consumerId, ids), live))
    .groupBy(coalConsignee.consumerId);
  const hit = orgs.map((o) => ({ o, r: rows.find((r) => r.consumerId === o.id) })).find((x) => x.r);
  if (!hit?.r) return undefined;
  const more = hit.r.n > 1 ? `等${hit.r.n}个收货单位` : '';
  return `客户「${String(hit.o.name)}」下有收货单位「${hit.r.name}」${more}，不能删除`;
}

addInUseCheck('consumer', { name: '收货单位', refusal: consigneesRefusal });

/** 客户 through the entity kit; a delete is refused while consignees (and, later, contracts) refer to it. */
export const consumerEntity = bindEntity({
  meta: consumerMeta,
  table: coalConsumer,
  menuKey: 'menu:coal:consumer',
  hooks: { beforeDelete: (h, existing, permanent) => refuseDeleteInUse(h.tx, 'consumer', existing, permanent) },
});
