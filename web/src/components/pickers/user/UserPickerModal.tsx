import { Tree } from 'antd';
import { useState } from 'react';
import { PickedChips } from '../PickedChips';
import { textColumns } from '../pickerColumns';
import { DEPART_USER_PICKER_WIDTH, USER_PICKER_WIDTH } from '../pickerConfig';
import { PickerModal } from '../PickerModal';
import { filledParams, QueryInput, type QueryValues } from '../PickerQueryForm';
import { PickerTable } from '../PickerTable';
import { TreeBeside } from '../TreeBeside';
import { useDepartTree } from '../useDepartTree';
import { usePickerSelection, type PickerSelection } from '../usePickerSelection';
import { USER_COLUMNS, type PickedUserRow } from './pickedUsers';

export interface UserPickerModalProps {
  open: boolean;
  title?: string;
  /** The department tree on the left: a department narrows the users to its subtree. */
  byDepart?: boolean;
  multi?: boolean;
  /** Users chosen when the dialog opens. */
  initial?: PickedUserRow[];
  /** A promise keeps 确定 spinning until it settles (the caller saves the choice). */
  onOk(users: PickedUserRow[]): void | Promise<void>;
  onCancel(): void;
  testId?: string;
}

/**
 * 选择用户: the live users of the caller's organisation (`GET /sys/user/queryUserComponentData`, newest first),
 * searched by account and name, chosen across pages and shown as chips; 10 a page.
 */
export function UserPickerModal({ open, title = '选择用户', byDepart, multi = true, initial, onOk, onCancel, testId }: UserPickerModalProps) {
  const selection = usePickerSelection<PickedUserRow>({ open, keyOf: (u) => u.id, multi, initial });
  return (
    <PickerModal
      open={open}
      title={title}
      width={byDepart ? DEPART_USER_PICKER_WIDTH : USER_PICKER_WIDTH}
      chosen={selection.chosen}
      multi={multi}
      onOk={onOk}
      onCancel={onCancel}
      testId={testId}
    >
      <UserRows byDepart={byDepart} selection={selection} />
    </PickerModal>
  );
}

/** The search takes the words as typed, without the spaces around them (the server matches by contains). */
const trimmed = (values: QueryValues) => filledParams(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])));

function UserRows({ byDepart = false, selection }: { byDepart?: boolean; selection: PickerSelection<PickedUserRow> }) {
  const [departId, setDepartId] = useState<string | undefined>();
  const tree = useDepartTree(byDepart);
  const table = (
    <PickerTable<PickedUserRow>
      url="/sys/user/queryUserComponentData"
      params={{ departId, column: 'createTime', order: 'desc' }}
      query={{
        fields: () => [<QueryInput key="username" name="username" label="账号" width={160} />, <QueryInput key="realname" name="realname" label="姓名" width={160} />],
        toParams: trimmed,
        onReset: () => setDepartId(undefined),
      }}
      header={<PickedChips selection={selection} labelOf={(u) => u.realname} />}
      columns={textColumns(USER_COLUMNS)}
      selection={selection}
      pageSize={10}
    />
  );
  if (!byDepart) return table;
  return (
    <TreeBeside
      span={7}
      tree={
        <Tree
          blockNode
          defaultExpandAll
          key={tree.dataUpdatedAt}
          treeData={tree.data ?? []}
          selectedKeys={departId ? [departId] : []}
          onSelect={(k) => setDepartId(k.length ? String(k[0]) : undefined)}
        />
      }
    >
      {table}
    </TreeBeside>
  );
}
