import { z } from 'zod';
import { DEDUCTION_KINDS, WeighingTexts } from '@meiyun/shared';

const id = (message: string) => z.string(message).min(1, message).max(64, 'id过长');
const kg = (label: string) => z.number(`${label}应为整数千克`).int(WeighingTexts.weightWhole).min(1, `${label}必须大于0`).max(200_000, `${label}超出地磅量程`);
const reason = (label: string) => z.string(`${label}格式不正确`).max(500, `${label}不能超过500个字符`).nullish();

const capture = {
  scaleId: id('请选择地磅'),
  weightKg: kg('重量'),
  manual: z.boolean('手工录入应为是或否').nullish(),
  /** Purchase: the mine's ticket weight (票重), on either weighing. */
  ticketKg: kg('票重').nullish(),
};

/** `tare` and `gross` take either: with `id` the second weighing of that record, else the first of the trip. */
export const weighSchema = z.object({
  id: z.string('磅单格式不正确').max(64, 'id过长').nullish(),
  queueId: z.string('排队记录格式不正确').max(64, 'id过长').nullish(),
  pickupOrderId: z.string('提煤单格式不正确').max(64, 'id过长').nullish(),
  ...capture,
});

export const deductSchema = z.object({
  id: id('请选择磅单'),
  kind: z.enum(DEDUCTION_KINDS, '扣重类型应为自动、扣水、扣杂或手工'),
  kg: kg('扣重'),
  remark: reason('备注'),
});
export const reasonSchema = z.object({ id: id('请选择磅单'), reason: reason('原因') });
export const idSchema = z.object({ id: id('请选择磅单') });
export const idQuerySchema = z.object({ id: id('id不能为空') });
export const planQuerySchema = z.object({ planId: id('请选择调度计划') });
