/** Shapes of the shell's calls (api-contract.md, product-spec §3, §7), shared by server and web. */

import type { PasswordChangeReason } from '../password';

export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  status: number;
  workNo: string | null;
  post: string | null;
  relTenantIds: string;
  loginTenantId: number;
  createTime: string;
  /** Welcome text shown in the header. */
  welcome?: string;
}

export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
}

export interface Tenant {
  id: number;
  name: string;
  status: number;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: Depart[];
  /** 0 none, 1 one, 2 several. */
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: Record<string, DictItem[]>;
  tenantList: Tenant[];
}

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string | null;
  url?: string | null;
  hidden?: boolean;
  hiddenHeaderContent?: boolean;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** '1' a route, '0' not added to the router. */
  route: '0' | '1';
  meta: MenuMeta;
  children?: MenuNode[];
}

export interface AuthEntry {
  action: string;
  /** '1' show/hide (column), '2' button / disable. */
  type: string;
  describe: string;
  status?: string;
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  /**
   * The deployment's business time zone (BUSINESS_TIME_ZONE), an addition to the contract's three fields: the web
   * shows every time and picks its greeting in it. It rides on this call because every page load makes it.
   */
  timeZone?: string;
}

export interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  sender: string;
  sendTime: string;
  createTime: string;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  openType: 'url' | 'component' | null;
  openPage: string | null;
  busId: string | null;
  msgId?: string;
  readFlag?: string;
}

export interface ListByUserResult {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
  /** The signed-in user must set a new password: the forced set-password dialog must open. */
  updPwd: boolean;
  /** Why (null when updPwd is false): the dialog says so. */
  updPwdReason: PasswordChangeReason | null;
}

export interface CurrentDepartsResult {
  list: Depart[];
  orgCode: string | null;
}

export interface ChangePasswordRequest {
  username: string;
  password: string;
  confirmpassword: string;
}

export interface UpdatePasswordRequest extends ChangePasswordRequest {
  oldpassword: string;
}

/** /sys/loginfo: the dashboard's headline figures. */
export interface LoginInfoResult {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
  userCount: number;
  onlineCount: number;
}

/** /sys/visitInfo: sign-ins per day. */
export interface VisitInfoRow {
  /** yyyy-MM-dd */
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

/** A node of the tree dictionaries (loadTreeData, category tree): `leaf` 1 for a leaf, 0 with children (§3). */
export interface TreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  leaf: 0 | 1;
  /** Category nodes: the hierarchical code and the parent id. */
  code?: string;
  parentId?: string;
  children?: TreeNode[];
}
