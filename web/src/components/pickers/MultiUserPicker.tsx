import { useEffect, useState } from 'react';
import { ELLIPSIS_LENGTH } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { PickerField } from './PickerField';
import { splitValue } from './pickerConfig';
import { TablePickerModal, type PickerRow } from './TablePickerModal';

export interface PickedUserRow extends PickerRow {
  username: string;
  realname: string;
}

export interface MultiUserPickerProps {
  /** Comma-joined user ids. */
  value?: string;
  /** The ids, and the chosen users (id, username, realname…). */
  onChange?(value: string, users: PickedUserRow[]): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  width?: number;
  ellipsis?: number;
}

/**
 * 选择用户 (JSelectMultiUser): users from `GET /sys/user/list`, the value is their ids, the field shows their real
 * names; a stored value is shown through `GET /sys/user/getMultiUser?ids=`.
 */
export function MultiUserPicker({ value, onChange, multi = true, disabled, placeholder = '请选择用户', width, ellipsis = ELLIPSIS_LENGTH }: MultiUserPickerProps) {
  const [open, setOpen] = useState(false);
  const [users, setUsers] = useState<PickedUserRow[]>([]);

  useEffect(() => {
    const ids = splitValue(value);
    if (!ids.length) return void setUsers([]);
    if (ids.join(',') === users.map((u) => u.id).join(',')) return;
    let live = true;
    getAction<PickedUserRow[]>('/sys/user/getMultiUser', { ids: ids.join(',') }).then((env) => live && env.success && setUsers(env.result));
    return () => {
      live = false;
    };
    // The users are read only when the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <>
      <PickerField
        testId="multi-user-picker"
        text={users.map((u) => u.realname).join(',')}
        placeholder={placeholder}
        disabled={disabled}
        ellipsis={ellipsis}
        onOpen={() => setOpen(true)}
        onClear={() => (setUsers([]), onChange?.('', []))}
      />
      <TablePickerModal
        open={open}
        title="选择用户"
        url="/sys/user/list"
        width={width}
        ellipsis={ellipsis}
        multi={multi}
        labelField="realname"
        initial={users}
        testId="multi-user-picker-modal"
        searchFields={[
          { field: 'username', label: '账号' },
          { field: 'realname', label: '姓名' },
        ]}
        columns={[
          { dataIndex: 'username', title: '用户账号', width: 140 },
          { dataIndex: 'realname', title: '用户姓名', width: 120 },
          { dataIndex: 'phone', title: '手机号码', width: 130 },
          { dataIndex: 'birthday', title: '生日', width: 110 },
          { dataIndex: 'sex_dictText', title: '性别', width: 70 },
        ]}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          const picked = rows as PickedUserRow[];
          setUsers(picked);
          setOpen(false);
          onChange?.(picked.map((u) => u.id).join(','), picked);
        }}
      />
    </>
  );
}
