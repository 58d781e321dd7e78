import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useSession } from '../../lib/session/sessionStore';
import { TOOLBAR_CODES, excludedToolbarCodes, toolbarButtonAllowed } from './toolbarAuth';

interface TableToolbarProps {
  authPrefix?: string;
  /** Excluded codes as the server lists them for the prefix; worked out from the session when absent. */
  excludeCodes?: string[];
  disabled?: boolean;
  selectedCount: number;
  rowCount: number;
  onAdd(): void;
  onDeleteSelected(): void;
}

/** 新增 and 删除 (the selected rows, after a confirm), each shown only with its permission (§6); the counts. */
export function TableToolbar({ authPrefix, excludeCodes, disabled, selectedCount, rowCount, onAdd, onDeleteSelected }: TableToolbarProps) {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  const excluded = useMemo(() => excludeCodes ?? excludedToolbarCodes(authPrefix, auth, allAuth), [excludeCodes, authPrefix, auth, allAuth]);
  const canAdd = toolbarButtonAllowed(TOOLBAR_CODES.add, authPrefix, excluded);
  const canBatchDelete = toolbarButtonAllowed(TOOLBAR_CODES.batchDelete, authPrefix, excluded);
  return (
    <div className="etable-toolbar">
      <Space wrap>
        {canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onAdd}>
            新增
          </Button>
        ) : null}
        {canBatchDelete && selectedCount > 0 ? (
          <Popconfirm title="确认删除" description="是否删除选中数据?" onConfirm={onDeleteSelected}>
            <Button danger icon={<DeleteOutlined />} disabled={disabled}>
              删除
            </Button>
          </Popconfirm>
        ) : null}
        {selectedCount > 0 ? <span className="etable-selected">已选择 {selectedCount} 项</span> : null}
      </Space>
      <span className="etable-count">共 {rowCount} 行</span>
    </div>
  );
}
