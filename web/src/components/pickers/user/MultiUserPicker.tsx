import { ELLIPSIS_LENGTH } from '@meiyun/shared';
import { PickerField } from '../PickerField';
import { TablePickerModal } from '../TablePickerModal';
import { usePickedRows } from '../usePickedRows';
import { readUsers, realnamesOf, USER_COLUMNS, type PickedUserRow } from './pickedUsers';

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
  const picked = usePickedRows<PickedUserRow>({ value, onChange, read: readUsers, valueOf: (u) => u.id });
  return (
    <>
      <PickerField testId="multi-user-picker" text={realnamesOf(picked.rows)} placeholder={placeholder} disabled={disabled} ellipsis={ellipsis} onOpen={picked.show} onClear={picked.clear} />
      <TablePickerModal
        open={picked.open}
        title="选择用户"
        url="/sys/user/list"
        width={width}
        ellipsis={ellipsis}
        multi={multi}
        labelField="realname"
        initial={picked.rows}
        testId="multi-user-picker-modal"
        searchFields={[
          { field: 'username', label: '账号' },
          { field: 'realname', label: '姓名' },
        ]}
        columns={[...USER_COLUMNS, { dataIndex: 'birthday', title: '生日', width: 110 }, { dataIndex: 'sex_dictText', title: '性别', width: 70 }]}
        onCancel={picked.hide}
        onOk={(rows) => picked.accept(rows as PickedUserRow[])}
      />
    </>
  );
}
