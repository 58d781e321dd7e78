import { z } from 'zod';

const id = (message: string) => z.string(message).min(1, message).max(64, 'id过长');

/** `POST /coal/queue/checkIn { pickupOrderId | plateNo }`. */
export const checkInSchema = z.object({
  pickupOrderId: z.string('提煤单格式不正确').max(64, 'id过长').nullish(),
  plateNo: z.string('车牌号格式不正确').max(20, '车牌号过长').nullish(),
});
/** `PUT /coal/queue/call { yardId }`, `GET /coal/queue/board?yardId=`. */
export const yardSchema = z.object({ yardId: id('请选择货场') });
/** `PUT /coal/queue/enter { id }`, `skip { id }`. */
export const idSchema = z.object({ id: id('id不能为空') });
/** `PUT /coal/queue/void { id, reason }`. */
export const voidSchema = z.object({
  id: id('id不能为空'),
  reason: z.string('作废原因格式不正确').max(500, '作废原因不能超过500个字符').nullish(),
});
