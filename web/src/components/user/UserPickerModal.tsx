import { useEffect, useState } from 'react';
import { Input, Modal, Table } from 'antd';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';

export interface PickedUser {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
}

interface Props {
  open: boolean;
  title?: string;
  /** Limits the choice to a department and its subtree. */
  departId?: string;
  onOk: (ids: string[]) => void | Promise<void>;
  onCancel: () => void;
}

/** Picks several live users, searched by account or name, page by page. */
export function UserPickerModal({ open, title = '选择用户', departId, onOk, onCancel }: Props) {
  const [rows, setRows] = useState<PickedUser[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    getAction<Page<PickedUser>>('/sys/user/queryUserComponentData', { pageNo, pageSize: 10, departId, realname: keyword || undefined })
      .then((env) => {
        if (!live || !env.success) return;
        setRows(env.result.records);
        setTotal(env.result.total);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, pageNo, keyword, departId]);

  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  return (
    <Modal
      open={open}
      title={title}
      width={720}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: !selected.length }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onOk(selected);
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Input.Search
        placeholder="按姓名查询"
        allowClear
        onSearch={(v) => {
          setPageNo(1);
          setKeyword(v.trim());
        }}
        style={{ marginBottom: 12, maxWidth: 300 }}
      />
      <Table<PickedUser>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 520 }}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{ current: pageNo, pageSize: 10, total, showSizeChanger: false, onChange: setPageNo, showTotal: (t) => `共 ${t} 条` }}
        columns={[
          { title: '用户账号', dataIndex: 'username', width: 160 },
          { title: '用户姓名', dataIndex: 'realname', width: 160 },
          { title: '手机号', dataIndex: 'phone', width: 160 },
        ]}
      />
    </Modal>
  );
}
