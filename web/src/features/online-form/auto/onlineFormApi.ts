import type { OnlineFormConfig } from '@meiyun/shared';
import { getAction, resultOf } from '../../../lib/http';

/** A form as its list needs it; a form not found throws the server's message (表单不存在或已删除). */
export const fetchFormConfig = async (code: string): Promise<OnlineFormConfig> =>
  resultOf(await getAction<OnlineFormConfig>(`/online/cgform/api/getFormConfig/${encodeURIComponent(code)}`));

export const formConfigKey = (code: string) => ['onlineForm', 'config', code] as const;
