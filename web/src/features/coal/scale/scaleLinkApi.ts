import type { ScaleLinkInfo, ScaleTokenIssued } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';

/** The scale link's calls (docs/weighbridge.md): the link's state, a new token, the hold. */
export const scaleLinkApi = {
  info: (scaleId: string) => getAction<ScaleLinkInfo>('/coal/scale/link', { scaleId }),
  rotate: (scaleId: string) => postAction<ScaleTokenIssued>('/coal/scale/token', { scaleId }),
  hold: (scaleId: string, holdMs: number) => putAction<ScaleLinkInfo>('/coal/scale/hold', { scaleId, holdMs }),
};
