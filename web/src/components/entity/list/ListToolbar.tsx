import { DeleteOutlined, DownloadOutlined, DownOutlined, FilterOutlined, PlusOutlined, RestOutlined, UploadOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

export interface BatchMenuEntry {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  onClick(): void;
}

interface Props {
  onAdd?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  onSuperQuery: () => void;
  /** Conditions of the applied advanced query; more than 0 shows the badge and the clear link. */
  superQueryCount: number;
  onClearSuperQuery: () => void;
  /** 批量操作 entries; the menu shows only when there is one. */
  batch: BatchMenuEntry[];
  onRecycleBin?: () => void;
  extra?: ReactNode;
  /** Right side: the column settings. */
  right?: ReactNode;
}

/** The buttons above a list; each handler is absent when the user lacks its permission (§6). */
export function ListToolbar(props: Props) {
  const batchMenu: MenuProps = {
    items: props.batch.map((b) => ({ key: b.key, label: b.label, icon: b.icon, danger: b.danger })),
    onClick: ({ key }) => props.batch.find((b) => b.key === key)?.onClick(),
  };
  return (
    <div className="list-toolbar">
      <Space wrap size={8}>
        {props.onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
            新增
          </Button>
        )}
        {props.onImport && (
          <Button icon={<UploadOutlined />} onClick={props.onImport}>
            导入
          </Button>
        )}
        {props.onExport && (
          <Button icon={<DownloadOutlined />} onClick={props.onExport}>
            导出
          </Button>
        )}
        <Tooltip title={props.superQueryCount > 0 ? '已有高级查询条件生效' : undefined}>
          <Badge count={props.superQueryCount} size="small" offset={[-4, 2]}>
            <Button icon={<FilterOutlined />} onClick={props.onSuperQuery} className="super-query-button">
              高级查询
            </Button>
          </Badge>
        </Tooltip>
        {props.superQueryCount > 0 && (
          <a onClick={props.onClearSuperQuery} className="super-query-clear">
            清空
          </a>
        )}
        {props.batch.length > 0 && (
          <Dropdown menu={batchMenu}>
            <Button>
              批量操作 <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {props.onRecycleBin && (
          <Button icon={<RestOutlined />} onClick={props.onRecycleBin}>
            回收站
          </Button>
        )}
        {props.extra}
      </Space>
      {props.right && <div className="list-toolbar-right">{props.right}</div>}
    </div>
  );
}

export const batchDeleteIcon = <DeleteOutlined />;
