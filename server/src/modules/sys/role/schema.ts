import { z } from 'zod';
import { idList, idString, optText, pageQuery } from '../admin-shared/input';

export const roleInputSchema = z.object({
  roleName: z.string({ error: '请输入角色名称' }).trim().min(1, '请输入角色名称').max(50, '角色名称不能超过50个字符'),
  roleCode: z
    .string({ error: '请输入角色编码' })
    .trim()
    .min(1, '请输入角色编码')
    .max(50, '角色编码不能超过50个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '角色编码只能由字母、数字、下划线组成，且以字母开头'),
  description: optText(255, '描述不能超过255个字符'),
});
export const roleEditSchema = roleInputSchema.extend({ id: idString() });

export const roleListQuery = z.object({
  ...pageQuery,
  roleName: z.string().max(100).optional(),
  roleCode: z.string().max(100).optional(),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

export const checkRoleCodeQuery = z.object({ roleCode: z.string({ error: '请输入角色编码' }).max(100), id: z.string().max(64).optional() });

export const userRoleListQuery = z.object({
  ...pageQuery,
  roleId: idString('roleId不能为空'),
  username: z.string().max(100).optional(),
  realname: z.string().max(100).optional(),
});

export const addUserRoleSchema = z.object({
  roleId: idString('roleId不能为空'),
  userIdList: idList().refine((a) => a.length > 0 && a.length <= 1000, '请选择用户'),
});

export const deleteUserRoleQuery = z.object({ roleId: idString('roleId不能为空'), userId: idString('userId不能为空') });
export const deleteUserRoleBatchQuery = z.object({
  roleId: idString('roleId不能为空'),
  userIds: idList().refine((a) => a.length > 0, '请选择用户'),
});
