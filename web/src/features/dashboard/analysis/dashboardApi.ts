import type { LoginInfoResult, VisitInfoRow } from '@meiyun/shared';
import { getAction, resultOf } from '../../../lib/http';

export async function fetchLoginInfo(): Promise<LoginInfoResult> {
  return resultOf(await getAction<LoginInfoResult>('/sys/loginfo'));
}

export async function fetchVisitInfo(): Promise<VisitInfoRow[]> {
  return resultOf(await getAction<VisitInfoRow[]>('/sys/visitInfo')) ?? [];
}
