/**
 * A user as the member lists of a role or a department and the user pickers show them (`userRoleList`,
 * `queryUserComponentData`, `queryUserByDepId`): never a password hash.
 */
export interface MemberUser {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  phone: string | null;
  email: string | null;
  orgCode: string | null;
  status: number;
  workNo: string | null;
  post: string | null;
  createTime: string | null;
}
