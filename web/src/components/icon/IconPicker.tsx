import { useMemo, useState } from 'react';
import { Button, Input, Modal, Tooltip } from 'antd';
import { AppstoreAddOutlined, CloseCircleFilled } from '@ant-design/icons';
import { MENU_ICON_NAMES } from '@meiyun/shared';
import { menuIcon } from './menuIcon';

interface Props {
  value?: string | null;
  onChange?: (v: string | null) => void;
  disabled?: boolean;
}

/** A form field choosing one of the menu icons (the @ant-design/icons outlined set the side menu renders). */
export function IconPicker({ value, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = useMemo(() => MENU_ICON_NAMES.filter((n) => n.includes(filter.trim().toLowerCase())), [filter]);
  return (
    <>
      <Input
        readOnly
        disabled={disabled}
        value={value ?? ''}
        placeholder="点击选择图标"
        prefix={menuIcon(value)}
        onClick={() => !disabled && setOpen(true)}
        suffix={
          value && !disabled ? (
            <CloseCircleFilled style={{ color: '#bbb' }} onClick={(e) => { e.stopPropagation(); onChange?.(null); }} />
          ) : (
            <AppstoreAddOutlined />
          )
        }
        data-testid="icon-picker"
      />
      <Modal open={open} title="选择图标" footer={null} width={640} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input.Search placeholder="按名称筛选" allowClear onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 12 }} />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 8, maxHeight: 400, overflow: 'auto' }}>
          {names.map((n) => (
            <Tooltip key={n} title={n}>
              <Button
                type={n === value ? 'primary' : 'default'}
                style={{ height: 56, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', fontSize: 20, padding: 4 }}
                onClick={() => {
                  onChange?.(n);
                  setOpen(false);
                }}
                data-testid={`icon-${n}`}
              >
                {menuIcon(n)}
                <span style={{ fontSize: 10, maxWidth: 64, overflow: 'hidden', textOverflow: 'ellipsis' }}>{n}</span>
              </Button>
            </Tooltip>
          ))}
        </div>
      </Modal>
    </>
  );
}
