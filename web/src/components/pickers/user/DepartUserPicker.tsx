import { PickerField } from '../PickerField';
import { usePickedRows } from '../usePickedRows';
import { readUsers, realnamesOf, type PickedUserRow } from './pickedUsers';
import { UserPickerModal } from './UserPickerModal';

export interface DepartUserPickerProps {
  /** Comma-joined user ids. */
  value?: string;
  onChange?(value: string, users: PickedUserRow[]): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * 按部门选择用户: the department tree on the left, that department's users on the right (account and name search,
 * reset), 10 a page, newest first; the value is user ids.
 */
export function DepartUserPicker({ value, onChange, multi = true, disabled, placeholder = '请选择用户' }: DepartUserPickerProps) {
  const picked = usePickedRows<PickedUserRow>({ value, onChange, read: readUsers, valueOf: (u) => u.id });
  return (
    <>
      <PickerField testId="depart-user-picker" text={realnamesOf(picked.rows)} placeholder={placeholder} disabled={disabled} onOpen={picked.show} onClear={picked.clear} />
      <UserPickerModal
        open={picked.open}
        title="按部门选择用户"
        byDepart
        multi={multi}
        initial={picked.rows}
        testId="depart-user-picker-modal"
        onCancel={picked.hide}
        onOk={picked.accept}
      />
    </>
  );
}
