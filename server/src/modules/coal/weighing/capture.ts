import { weighingActionPerm, WeighingTexts, weightNotDivision } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { holdOf, scaleOfTenant, type ScaleRow } from '../scaleStream/link';
import { scaleReadings } from '../scaleStream/readings';

export interface CaptureInput {
  scaleId: string;
  weightKg: number;
  manual?: boolean | null;
}

/**
 * A weight may be taken only as the scale reads it: a scale of the caller's tenant, a whole multiple of its
 * division, and — unless typed by hand under `coal:weighing:manual` — within one division of the weight the scale
 * has held stable for its hold time on a fresh reading (scaleStream/readings.ts, fed by the scale agents).
 */
export async function checkCapture(ctx: AppContext, auth: RequestAuth, input: CaptureInput, now = Date.now()): Promise<ScaleRow> {
  const scale = await scaleOfTenant(ctx, auth, input.scaleId);
  if (input.weightKg % scale.divisionKg !== 0) throw new BizError(weightNotDivision(scale.divisionKg));
  if (input.manual) {
    if (!(await auth.permissions()).has(weighingActionPerm('manual'))) throw new BizError(WeighingTexts.manualForbidden);
    return scale;
  }
  const capturable = scaleReadings(ctx).capturable(scale.id, await holdOf(ctx, scale.id), now);
  if (capturable === null) throw new BizError(WeighingTexts.unstable);
  // The indicator may flicker by one division within a stable run: the weight the clerk saw is taken if it lies
  // within one division of what the scale reads now.
  if (Math.abs(capturable - input.weightKg) > scale.divisionKg) throw new BizError(WeighingTexts.mismatch);
  return scale;
}
