import { DownOutlined } from '@ant-design/icons';
import { Divider, Dropdown, Popconfirm, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ListRecord } from '../listApi';

/** One entry of a row's 更多 menu (or of the batch menu); extra actions are declared by the screen. */
export interface RowAction {
  key: string;
  label: ReactNode;
  /** A permission code; the entry shows only when the user has it (§6). */
  permission?: string;
  /** Shown for this row only when true (冻结 for active users, 解冻 for frozen ones). */
  visible?: (record: ListRecord) => boolean;
  /** Asks first with a popconfirm of this title. */
  confirm?: string;
  danger?: boolean;
  /** Shown as a link beside 编辑 instead of inside 更多 (a dictionary's 字典配置). */
  inline?: boolean;
  onClick(record: ListRecord): unknown;
}

interface Props {
  record: ListRecord;
  /** 编辑, shown before the menu; absent without the edit permission. */
  onEdit?: () => void;
  /** The entries of 更多 ▾, already filtered by permission. */
  actions: RowAction[];
}

/** The action column of a row: 编辑 | 更多 ▾ (详情, 删除 with 确定删除吗?, and the screen's own entries). */
export function RowActions({ record, onEdit, actions }: Props) {
  const [open, setOpen] = useState(false);
  const visible = actions.filter((a) => !a.visible || a.visible(record));
  const inline = visible.filter((a) => a.inline);
  const shown = visible.filter((a) => !a.inline);
  const run = (action: RowAction) => {
    setOpen(false);
    void action.onClick(record);
  };
  const items: MenuProps['items'] = shown.map((action) => ({
    key: action.key,
    danger: action.danger,
    label: action.confirm ? (
      <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={() => run(action)} onCancel={() => setOpen(false)}>
        <span style={{ display: 'block' }}>{action.label}</span>
      </Popconfirm>
    ) : (
      action.label
    ),
  }));
  return (
    <span className="list-row-actions">
      {onEdit && <a onClick={onEdit}>编辑</a>}
      {inline.map((action, i) => (
        <span key={action.key}>
          {(onEdit || i > 0) && <Divider orientation="vertical" />}
          {action.confirm ? (
            <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={() => void action.onClick(record)}>
              <a>{action.label}</a>
            </Popconfirm>
          ) : (
            <a onClick={() => void action.onClick(record)}>{action.label}</a>
          )}
        </span>
      ))}
      {(onEdit || inline.length > 0) && shown.length > 0 && <Divider orientation="vertical" />}
      {shown.length > 0 && (
        <Dropdown
          open={open}
          trigger={['click']}
          onOpenChange={(next, info) => {
            // Clicking an entry that asks first keeps the menu (and its popconfirm) open.
            if (info.source === 'trigger') setOpen(next);
          }}
          menu={{
            items,
            onClick: ({ key }) => {
              const action = shown.find((a) => a.key === key);
              if (action && !action.confirm) run(action);
            },
          }}
        >
          <a onClick={(e) => e.preventDefault()}>
            更多 <DownOutlined />
          </a>
        </Dropdown>
      )}
    </span>
  );
}
