import { z } from 'zod';
import { RailTexts } from '@meiyun/shared';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const rev = z.number('版本应为数字').int('版本应为数字');
const remark = z.string('备注应为文本').max(500, '备注最多500个字符').nullish();
/** A business wall-clock time as the forms send it; blank means now. */
const time = (what: string) => z.string(RailTexts.timeBad(what)).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, RailTexts.timeBad(what)).nullish();

export const idQuerySchema = z.object({ id });

/**
 * The body of every step: the shipment and the version shown (a shipment moved meanwhile is refused), and a remark
 * for the timeline. What each step adds is read after (the wagons' weights through the shared checks, whose
 * messages name the wagon).
 */
export const stepSchema = z.object({ id, rev, remark });

export const approveSchema = stepSchema.extend({
  approvedWagons: z.number(RailTexts.wagonsApproved).int(RailTexts.wagonsApproved).min(1, RailTexts.wagonsApproved).max(500, RailTexts.wagonsApproved),
  time: time('批车时间'),
});

/** 装车: the wagons as the editable table sends them; weights are checked by checkRailFreight (第n节车皮：…). */
export const loadSchema = stepSchema.extend({
  wagons: z.array(z.record(z.string(), z.unknown()), '车皮格式不正确').max(500, '车皮最多500节'),
  time: time('装车时间'),
});

export const departSchema = stepSchema.extend({
  trainNo: z.string(RailTexts.trainNo).trim().min(1, RailTexts.trainNo).max(20, '车次最多20个字符'),
  time: time('发车时间'),
});

/** 到站: each wagon's arrival weight by its number, and the allowance when the request gave none. */
export const arriveSchema = stepSchema.extend({
  wagons: z.array(z.record(z.string(), z.unknown()), '车皮格式不正确').max(500, '车皮最多500节'),
  allowancePermille: z.union([z.string(), z.number()], RailTexts.allowanceMissing).nullish(),
  time: time('到站时间'),
});

export const storeSchema = stepSchema.extend({ time: time('站存时间') });
