import type { Depart, MyThirdAccount, NotifyPrefs, Page, UserInfo } from '@meiyun/shared';
import { deleteAction, getAction, postAction, putAction, resultOf } from '../../../lib/http';

export interface Profile {
  userInfo: UserInfo;
  roles: string[];
  departs: Depart[];
}

export interface MySession {
  id: string;
  ip: string;
  userAgent: string;
  createTime: string;
  lastSeenTime: string;
  current: boolean;
}

export interface LoginLogRow {
  id: string;
  createTime: string;
  ip: string;
  logContent: string;
  userAgent: string;
}

export interface ProfileEdit {
  realname: string;
  /** A path in the avatar folder; '' removes the avatar. */
  avatar: string;
  email: string | null;
  sex: number | null;
  birthday: string | null;
}

export const fetchProfile = async () => resultOf(await getAction<Profile>('/sys/user/profile'));

export const saveProfile = (body: ProfileEdit) => putAction<UserInfo>('/sys/user/editProfile', body);

export const fetchMySessions = async () => resultOf(await getAction<MySession[]>('/sys/user/mySessions')) ?? [];

export const endMySession = (id: string) => deleteAction('/sys/user/mySessions', { id });

export const fetchMyLoginLog = async (pageNo: number, pageSize: number) =>
  resultOf(await getAction<Page<LoginLogRow>>('/sys/user/myLoginLog', { pageNo, pageSize }));

/** 绑定手机: a code to the new phone, then the phone with its code (PUT answers the updated user). */
export const sendBindCode = (mobile: string) => postAction<string>('/sys/user/bindPhoneCode', { mobile });
export const bindPhone = (mobile: string, smscode: string) => putAction<UserInfo>('/sys/user/bindPhone', { mobile, smscode });

/** 账号绑定: the third-party accounts (OIDC, CAS) linked to the signed-in user (docs/single-sign-on.md). */
export const fetchMyThirdAccounts = async () => resultOf(await getAction<MyThirdAccount[]>('/sys/thirdLogin/myAccounts')) ?? [];

export const unbindThirdAccount = (id: string) => deleteAction('/sys/thirdLogin/unbind', { id });

/** 新消息通知: whether notices also come by e-mail and SMS (docs/message-templates.md). */
export const fetchNotifyPrefs = async () => resultOf(await getAction<NotifyPrefs>('/sys/user/notifyPrefs'));

export const saveNotifyPrefs = (prefs: NotifyPrefs) => putAction<string>('/sys/user/notifyPrefs', prefs);
