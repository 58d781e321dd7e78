import { z } from 'zod';

export { loginSchema } from '@meiyun/shared';

/** The client invents the key (a timestamp or random string); keep it short and plain. */
export const captchaKeySchema = z.object({
  key: z.string().min(1, '验证码标识不能为空').max(64, '验证码标识过长').regex(/^[A-Za-z0-9_-]+$/, '验证码标识格式不正确'),
});
