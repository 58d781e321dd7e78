import { z } from 'zod';

const id = (message: string) => z.string(message).min(1, message).max(64, 'id过长');

/** `POST /coal/queue/checkIn { pickupOrderId | orderNo | token | plateNo }`. */
export const checkInSchema = z.object({
  pickupOrderId: z.string('提煤单格式不正确').max(64, 'id过长').nullish(),
  orderNo: z.string('提煤单号格式不正确').max(40, '提煤单号过长').nullish(),
  token: z.string('提煤单二维码不正确').max(64, '提煤单二维码不正确').nullish(),
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
/** `POST /coal/queue/public/pickup/<token>/checkIn { lng, lat, accuracy }`: the phone's position. */
export const positionSchema = z.object({
  lng: z.number('请允许获取位置后再签到').min(-180, '位置信息不正确，请重新定位').max(180, '位置信息不正确，请重新定位'),
  lat: z.number('请允许获取位置后再签到').min(-90, '位置信息不正确，请重新定位').max(90, '位置信息不正确，请重新定位'),
  accuracy: z.number().min(0).max(100_000).nullish(),
});
/** A public page's token in its path: base64url of 24 bytes. */
export const PUBLIC_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
