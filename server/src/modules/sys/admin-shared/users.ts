import { sysUser } from '../../../core/db/schema/index';
import { fmtTime } from '../../../core/http/dates';

/** The columns of a user a picker or a member list may show (`MemberUser` of @meiyun/shared): never a password hash. */
export const publicUserColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  avatar: sysUser.avatar,
  sex: sysUser.sex,
  phone: sysUser.phone,
  email: sysUser.email,
  orgCode: sysUser.orgCode,
  status: sysUser.status,
  workNo: sysUser.workNo,
  post: sysUser.post,
  createTime: sysUser.createTime,
};

export const publicUser = <T extends { createTime: Date | null }>(u: T) => ({ ...u, createTime: fmtTime(u.createTime) });
