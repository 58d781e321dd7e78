import { getAction } from '../../../lib/http';
import type { PickerColumn } from '../pickerColumns';
import type { PickerRow } from '../TablePickerModal';

/** A user as the pickers hand it over: `onChange(ids, users)`. */
export interface PickedUserRow extends PickerRow {
  username: string;
  realname: string;
  phone?: string | null;
}

/** The columns every user dialog starts with. */
export const USER_COLUMNS: PickerColumn[] = [
  { dataIndex: 'username', title: '用户账号', width: 140 },
  { dataIndex: 'realname', title: '用户姓名', width: 120 },
  { dataIndex: 'phone', title: '手机号码', width: 130 },
];

/** The live users behind a stored value (`GET /sys/user/getMultiUser?ids=`), or null when they cannot be read. */
export async function readUsers(ids: string[]): Promise<PickedUserRow[] | null> {
  const env = await getAction<PickedUserRow[]>('/sys/user/getMultiUser', { ids: ids.join(',') });
  return env.success ? env.result : null;
}

/** What a user picker field shows: the real names. */
export const realnamesOf = (users: PickedUserRow[]) => users.map((u) => u.realname).join(',');
