import { z } from 'zod';
import { businessToday } from '@meiyun/shared';

export { changePasswordSchema, updatePasswordSchema } from '@meiyun/shared';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const editProfileSchema = z.object({
  realname: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
  // The phone is not edited here: it signs in and resets passwords, so a new one is proven by a code (phone-binding.ts).
  // The avatar is a file uploaded to the avatar folder (POST /sys/common/upload, biz avatar); '' removes it, absent keeps it.
  avatar: z
    .union([z.literal(''), z.string().max(255, '头像路径过长').regex(/^avatar\/(?!.*\.\.)[^\\?#]+$/, '头像须为上传到头像目录的图片')])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  email: z.preprocess(blankToNull, z.string().max(100, '邮箱过长').email('邮箱格式不正确').nullable()),
  sex: z.preprocess(blankToNull, z.coerce.number({ error: '性别不正确' }).int().min(1, '性别不正确').max(2, '性别不正确').nullable()),
  birthday: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式不正确')
      .refine((s) => !Number.isNaN(Date.parse(s)) && s <= businessToday(), '生日格式不正确')
      .nullable(),
  ),
});

export const selectDepartSchema = z.object({
  orgCode: z.string({ error: '请选择部门' }).min(1, '请选择部门').max(64),
  username: z.string().optional(),
});

export const sessionIdSchema = z.object({ id: z.string({ error: 'id不能为空' }).min(1, 'id不能为空').max(64) });

export const pageSchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
