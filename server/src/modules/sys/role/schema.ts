import { z } from 'zod';
import { idList, idString, pageQuery } from '../admin-shared/input';

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
