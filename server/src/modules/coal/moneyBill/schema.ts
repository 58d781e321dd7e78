import { z } from 'zod';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const settlementId = z.string('结算单不能为空').min(1, '结算单不能为空').max(64, '结算单id过长');

/** The shares of a bill as the form sends them (coal-api.md "Finance": `settlementIds`, or `allocations` with amounts). */
export const sharesSchema = z.object({
  settlementIds: z.array(settlementId, '结算单格式不正确').max(200, '一张单据最多关联200张结算单').nullish(),
  allocations: z
    .array(z.object({ settlementId, amount: z.string('分配金额格式不正确').max(30, '分配金额格式不正确') }), '结算单分配格式不正确')
    .max(200, '一张单据最多关联200张结算单')
    .nullish(),
});

/** `{ id, rev? }` of 审核 and 确认收款/付款; `{ id, rev?, reason }` of 作废 and 冲销. */
export const actionSchema = z.object({
  id,
  rev: z.number('版本应为数字').int().optional(),
  reason: z.string('原因应为文本').max(200, '原因最多200个字符').nullish(),
});

export const idQuerySchema = z.object({ id });

/** `GET /coal/settlement/outstanding?counterpartyId=&direction=`. */
export const outstandingSchema = z.object({
  counterpartyId: z.string('请选择往来单位').min(1, '请选择往来单位').max(64, '往来单位id过长'),
  direction: z.enum(['sales', 'purchase'], '请选择购销方向'),
});
