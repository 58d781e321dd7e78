import { z } from 'zod';
import { businessToday } from '@meiyun/shared';

export { changePasswordSchema, updatePasswordSchema } from '@meiyun/shared';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const editProfileSchema = z.object({
  realname: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
  phone: z.preprocess(blankToNull, z.string().regex(/^1[3-9]\d{9}$/, '请输入正确手机号').nullable()),
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
