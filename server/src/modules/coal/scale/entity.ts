import { SCALE_DIVISIONS_KG, scaleMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalScale } from './table';
import { fmtDate } from '../../../core/http/dates';
import { BizError } from '../../../core/http/envelope';
import { scaleChanged } from '../scaleStream/link';

function checkScale(input: Record<string, unknown>) {
  const division = input.divisionKg;
  if (division !== undefined && division !== null && !(SCALE_DIVISIONS_KG as readonly number[]).includes(Number(division))) {
    throw new BizError(`分度值只能是${SCALE_DIVISIONS_KG.join('、')}kg`);
  }
  const verified = input.verifiedOn;
  // A date-only value in the business zone: compared as text, YYYY-MM-DD orders like the dates.
  if (typeof verified === 'string' && verified > (fmtDate(new Date()) ?? '')) throw new BizError('上次检定日期不能晚于今天');
}

/** 地磅: the generic CRUD plus the division (10/20/50 kg) and a verification date not in the future; its agent follows its edits. */
export const scaleEntity = bindEntity({
  meta: scaleMeta,
  table: coalScale,
  menuKey: 'menu:coal:scale',
  hooks: {
    beforeAdd: (_h, _v, input) => checkScale(input),
    beforeEdit: (_h, _v, input) => checkScale(input),
    // The scale's agent stream follows its division, and loses the agent when the scale goes or is renamed.
    afterChange: (ctx, kind, records) => scaleChanged(ctx, kind, records),
  },
});
