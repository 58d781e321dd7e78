import { z } from 'zod';
import { codeText } from '@meiyun/shared';
import { blankToNull, idList, idString, optText, pageQuery } from '../admin-shared/input';

export const departInputSchema = z.object({
  departName: z.string({ error: '请输入机构名称' }).trim().min(1, '请输入机构名称').max(100, '机构名称不能超过100个字符'),
  departNameEn: optText(200, '英文名不能超过200个字符'),
  parentId: z.preprocess(blankToNull, z.string().max(64).nullable().optional()),
  orgCategory: z.preprocess(blankToNull, z.enum(['1', '2', '3'], { error: '机构类型不正确' }).nullable().optional()),
  departOrder: z.preprocess(blankToNull, z.coerce.number({ error: '排序不正确' }).int('排序不正确').min(0, '排序不正确').max(1e6, '排序不正确').nullable().optional()),
  mobile: z.preprocess(blankToNull, z.string().trim().max(30, '电话不能超过30个字符').regex(/^[0-9+\-() ]*$/, '请输入正确的电话号码').nullable().optional()),
  address: optText(255, '地址不能超过255个字符'),
  description: optText(500, '备注不能超过500个字符'),
});
export const departEditSchema = departInputSchema.extend({ id: idString() });

export const pidQuery = z.object({ pid: z.preprocess(blankToNull, z.string().max(64).nullable().optional()) });
export const keywordQuery = z.object({ keyWord: z.string({ error: '请输入关键字' }).trim().min(1, '请输入关键字').max(100) });

export const deptRoleListQuery = z.object({
  ...pageQuery,
  deptId: idString('deptId不能为空'),
  roleName: z.string().max(100).optional(),
});
export const deptRoleInputSchema = z.object({
  departId: idString('请选择部门'),
  roleName: z.string({ error: '请输入部门角色名称' }).trim().min(1, '请输入部门角色名称').max(50, '部门角色名称不能超过50个字符'),
  roleCode: codeText('部门角色编码', 50),
  description: optText(255, '描述不能超过255个字符'),
});
export const deptRoleEditSchema = deptRoleInputSchema.extend({ id: idString() });

export const deptRoleUserAddSchema = z.object({
  userId: idString('userId不能为空'),
  departId: idString('departId不能为空'),
  newRoleId: idList(),
  oldRoleId: z.unknown().optional(),
});
export const deptRoleByUserQuery = z.object({ userId: idString('userId不能为空'), departId: idString('departId不能为空') });

export const userComponentQuery = z.object({
  ...pageQuery,
  departId: z.preprocess(blankToNull, z.string().max(64).nullable().optional()),
  username: z.string().max(100).optional(),
  realname: z.string().max(100).optional(),
  field: z.string().max(200).optional(),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export const queryUserByDepIdQuery = z.object({ id: idString(), realname: z.string().max(100).optional() });

export const departUsersSchema = z.object({
  depId: idString('depId不能为空'),
  userIdList: idList().refine((a) => a.length > 0 && a.length <= 1000, '请选择用户'),
});
export const departUserQuery = z.object({ depId: idString('depId不能为空'), userIds: idList().refine((a) => a.length > 0, '请选择用户') });
