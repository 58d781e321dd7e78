import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { isSettable } from './columnSettings';

interface Props {
  columns: { key: string; title: ReactNode }[];
  /** Keys chosen; null while nothing is stored (all shown). */
  chosen: string[] | null;
  onChange(keys: string[]): void;
}

/** The column settings popover of a list: one checkbox per settable column (index and action are fixed). */
export function ColumnSettingsButton({ columns, chosen, onChange }: Props) {
  const settable = columns.filter((c) => isSettable(c.key));
  const value = chosen ?? settable.map((c) => c.key);
  const content = (
    <Checkbox.Group value={value} onChange={(keys) => onChange(settable.map((c) => c.key).filter((k) => keys.includes(k)))} className="list-column-settings">
      {settable.map((c) => (
        <Checkbox key={c.key} value={c.key} style={{ display: 'flex', marginInlineStart: 0, paddingBlock: 2 }}>
          {c.title}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
  return (
    <Popover trigger="click" placement="leftTop" title="列设置" content={content}>
      <Tooltip title="列设置">
        <Button icon={<SettingOutlined />} aria-label="列设置" />
      </Tooltip>
    </Popover>
  );
}
