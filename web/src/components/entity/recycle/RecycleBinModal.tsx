import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { permissionCode, type EntityMeta } from '@meiyun/shared';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import { App, Alert, Button, Divider, Modal, Popconfirm, Space, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHasPermission } from '../../auth/useButtonAccess';
import { fieldColumns, indexColumn, type ListColumn } from '../list/buildColumns';
import { entityApi, pageOf, type ListRecord } from '../listApi';
import { listPagination } from '../list/pagination';
import type { ClickGuard } from '../useClickGuard';

interface Props {
  meta: EntityMeta;
  open: boolean;
  guard: ClickGuard;
  onClose(): void;
  /** A restore brings rows back into the list. */
  onRestored(): void;
}

export const FOREVER_WARNING = '彻底删除后将无法恢复，确定要彻底删除吗？';

/** The recycle bin (§4, §8): soft-deleted records with 还原 and 彻底删除, per row and for the selection. */
export function RecycleBinModal({ meta, open, guard, onClose, onRestored }: Props) {
  const { message, modal } = App.useApp();
  const has = useHasPermission();
  const api = useMemo(() => entityApi(meta), [meta]);
  const [rows, setRows] = useState<ListRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const canRestore = has(permissionCode(meta, 'recycleBin'));
  const canDeleteForever = has(permissionCode(meta, 'deleteForever'));

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const env = await api.recycleBin({ _t: Math.floor(Date.now() / 1000), pageNo: paging.pageNo, pageSize: paging.pageSize });
      if (env.success) {
        const page = pageOf(env.result);
        setRows(page.records);
        setTotal(page.total);
      } else message.warning(env.message);
    } catch {
      // reported by the HTTP client
    } finally {
      setLoading(false);
    }
  }, [api, message, paging]);

  useEffect(() => {
    if (!open) {
      setSelected([]);
      setPaging((p) => (p.pageNo === 1 ? p : { ...p, pageNo: 1 }));
    }
  }, [open]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const restore = guard(async (ids: string[]) => {
    const env = await api.restore(ids);
    if (!env.success) return void message.warning(env.message);
    message.success(env.message);
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    onRestored();
    await load();
  });

  const deleteForever = (ids: string[]) =>
    modal.confirm({
      title: '确认彻底删除',
      content: FOREVER_WARNING,
      okText: '彻底删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const env = await api.deleteForever(ids);
        if (!env.success) return void message.warning(env.message);
        message.success(env.message);
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        await load();
      },
    });

  const columns: ListColumn[] = [
    indexColumn(paging.pageNo, paging.pageSize),
    ...fieldColumns(meta, { sortable: false }),
    {
      key: 'action',
      title: '操作',
      width: 150,
      fixed: 'right',
      align: 'center',
      render: (_: unknown, record: ListRecord) => (
        <span>
          {canRestore && (
            <Popconfirm title="确定还原吗?" onConfirm={() => restore([record.id])}>
              <a>还原</a>
            </Popconfirm>
          )}
          {canRestore && canDeleteForever && <Divider orientation="vertical" />}
          {canDeleteForever && (
            <a className="ant-typography-danger" onClick={() => deleteForever([record.id])}>
              彻底删除
            </a>
          )}
        </span>
      ),
    },
  ];

  return (
    <Modal open={open} title="回收站" width={1000} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>}>
      <Space style={{ marginBottom: 12 }} wrap>
        {canRestore && (
          <Button icon={<RedoOutlined />} disabled={selected.length === 0} onClick={() => restore(selected)}>
            批量还原
          </Button>
        )}
        {canDeleteForever && (
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => deleteForever(selected)}>
            批量彻底删除
          </Button>
        )}
      </Space>
      {selected.length > 0 && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`已选择 ${selected.length} 项`} />}
      <Table<ListRecord>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={listPagination(paging, total, setPaging)}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
      />
    </Modal>
  );
}
