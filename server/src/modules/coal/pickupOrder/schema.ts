import { z } from 'zod';

const id = (message: string) => z.string(message).min(1, message).max(64, 'id过长');

/** `POST /coal/pickupOrder/issue { planId, carId, driverId }`; without a driver the car's default driver drives. */
export const issueSchema = z.object({
  planId: id('请选择调度计划'),
  carId: id('请选择车辆'),
  driverId: z.string('司机格式不正确').max(64, 'id过长').nullish(),
});

/** `PUT /coal/pickupOrder/void { id, reason }`. */
export const voidSchema = z.object({
  id: id('id不能为空'),
  reason: z.string('作废原因格式不正确').max(500, '作废原因不能超过500个字符').nullish(),
});

export const idQuerySchema = z.object({ id: id('id不能为空') });
