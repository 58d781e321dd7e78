import { z } from 'zod';
import { ScaleLinkTexts } from '@meiyun/shared';

const scaleId = z.string(ScaleLinkTexts.scaleRequired).min(1, ScaleLinkTexts.scaleRequired).max(64, 'id过长');

/** `GET /coal/scale/link|reading|trucks?scaleId=`, `POST /coal/scale/token { scaleId }`. */
export const scaleIdSchema = z.object({ scaleId });
/** `PUT /coal/scale/hold { scaleId, holdMs }`. */
export const holdSchema = z.object({ scaleId, holdMs: z.number(ScaleLinkTexts.holdRange).int(ScaleLinkTexts.holdRange) });
