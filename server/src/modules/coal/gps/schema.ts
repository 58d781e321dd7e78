import { z } from 'zod';
import { GPS_TRACK_MAX_DAYS, instantOfWallTime, normalizePlateNo, PLATE_NO, wireSeconds } from '@meiyun/shared';
import { BizError } from '../../../core/http/envelope';
import { GpsTexts } from './texts';

/** `POST /coal/gpsGateway/rotateToken { id }`. */
export const gatewayIdSchema = z.object({ id: z.string(GpsTexts.gatewayRequired).min(1, GpsTexts.gatewayRequired).max(64, 'id过长') });

const wireTime = (required: string) => z.string(required).trim().min(1, required).refine((s) => wireSeconds(s) !== null, GpsTexts.timeBad);
const optionalText = (label: string, max: number) =>
  z
    .string(`${label}应为文本`)
    .trim()
    .max(max, `${label}过长`)
    .optional()
    .transform((v) => v || undefined);

/** `GET /report/zoomewell/historicalGPSObj?plateNo=&begin=&end=`. */
export const trackSchema = z.object({
  plateNo: z.string(GpsTexts.plateRequired).trim().min(1, GpsTexts.plateRequired).max(20, GpsTexts.plateBad),
  begin: wireTime(GpsTexts.beginRequired),
  end: wireTime(GpsTexts.endRequired),
});

const pageNo = z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为1到1000的整数' }).int('每页条数须为1到1000的整数').min(1, '每页条数须为1到1000的整数').max(1000, '每页条数须为1到1000的整数').default(10);

/** `GET /report/zoomewell/alarmRangeObjlist?plateNo=&fenceId=&kind=&begin=&end=&pageNo=&pageSize=`: every filter optional. */
export const alarmListSchema = z.object({
  plateNo: optionalText('车牌号', 20),
  fenceId: optionalText('围栏', 64),
  kind: z
    .enum(['', 'enter', 'leave'], { error: '报警类型不正确' })
    .optional()
    .transform((v) => v || undefined),
  begin: optionalText('开始时间', 19).refine((s) => s === undefined || wireSeconds(s) !== null, GpsTexts.timeBad),
  end: optionalText('结束时间', 19).refine((s) => s === undefined || wireSeconds(s) !== null, GpsTexts.timeBad),
  pageNo,
  pageSize,
});

/** A checked wire time (`yyyy-MM-dd HH:mm:ss`, business zone) as the instant. */
export function instantOf(time: string): Date {
  const [year, month, day, hour, minute, second] = time.split(/[- :]/).map(Number);
  return instantOfWallTime({ year, month, day, hour, minute, second });
}

/** A plate as stored (upper case, no spaces), or the refusal. */
export function plateOf(text: string): string {
  const plate = normalizePlateNo(text);
  if (!PLATE_NO.test(plate)) throw new BizError(GpsTexts.plateBad);
  return plate;
}

/** The span of a query: the end not before the begin; with `maxDays`, not longer. */
export function spanOf(begin: string, end: string, maxDays: number | null = GPS_TRACK_MAX_DAYS): { from: Date; to: Date } {
  const from = instantOf(begin);
  const to = instantOf(end);
  if (to < from) throw new BizError(GpsTexts.endBeforeBegin);
  if (maxDays !== null && to.getTime() - from.getTime() > maxDays * 86_400_000) throw new BizError(GpsTexts.spanTooLong(maxDays));
  return { from, to };
}
