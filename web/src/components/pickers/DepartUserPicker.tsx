import { App, Button, Col, Input, Modal, Row, Space, Table, Tag, Tree } from 'antd';
import { useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { MultiUserPicker, type PickedUserRow } from './MultiUserPicker';
import { PickerField } from './PickerField';
import { confirmWarning, DEPART_USER_PICKER_WIDTH, PICKER_PAGE_SIZES, splitValue } from './pickerConfig';
import { useDepartTree } from './useDepartTree';

export interface DepartUserPickerProps {
  /** Comma-joined user ids. */
  value?: string;
  onChange?(value: string, users: PickedUserRow[]): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * 按部门选择用户: the department tree on the left, that department's users on the right (account search, reset),
 * 10 a page, newest first; the value is user ids.
 */
export function DepartUserPicker({ value, onChange, multi = true, disabled, placeholder = '请选择用户' }: DepartUserPickerProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [users, setUsers] = useState<PickedUserRow[]>([]);
  const [chosen, setChosen] = useState<PickedUserRow[]>([]);
  const [departId, setDepartId] = useState<string | undefined>();
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [rows, setRows] = useState<PickedUserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const tree = useDepartTree(open);

  useEffect(() => {
    const ids = splitValue(value);
    if (!ids.length) return void setUsers([]);
    if (ids.join(',') === users.map((u) => u.id).join(',')) return;
    let live = true;
    getAction<PickedUserRow[]>('/sys/user/getMultiUser', { ids: ids.join(',') }).then((env) => live && env.success && setUsers(env.result));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    getAction<Page<PickedUserRow>>('/sys/user/queryUserComponentData', {
      departId,
      username: account || undefined,
      pageNo: page.no,
      pageSize: page.size,
      column: 'createTime',
      order: 'desc',
    })
      .then((env) => {
        if (!live) return;
        if (!env.success) return void message.warning(env.message);
        setRows(env.result.records);
        setTotal(env.result.total);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, departId, account, page, message]);

  const keys = chosen.map((u) => u.id);
  return (
    <>
      <PickerField
        testId="depart-user-picker"
        text={users.map((u) => u.realname).join(',')}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => {
          setChosen(users);
          setRows([]);
          setTotal(0);
          setDepartId(undefined);
          setDraft('');
          setAccount('');
          setPage({ no: 1, size: 10 });
          setOpen(true);
        }}
        onClear={() => (setUsers([]), onChange?.('', []))}
      />
      <Modal
        open={open}
        title="按部门选择用户"
        width={DEPART_USER_PICKER_WIDTH}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
        data-testid="depart-user-picker-modal"
        onCancel={() => setOpen(false)}
        onOk={() => {
          const warning = confirmWarning(chosen.length, multi);
          if (warning) return void message.warning(warning);
          setUsers(chosen);
          setOpen(false);
          onChange?.(chosen.map((u) => u.id).join(','), chosen);
        }}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} md={7}>
            <div style={{ maxHeight: 'min(480px, 40vh)', overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
              <Tree
                blockNode
                defaultExpandAll
                key={tree.dataUpdatedAt}
                treeData={tree.data ?? []}
                selectedKeys={departId ? [departId] : []}
                onSelect={(k) => (setDepartId(k.length ? String(k[0]) : undefined), setPage((p) => ({ ...p, no: 1 })))}
              />
            </div>
          </Col>
          <Col xs={24} md={17}>
            <Space wrap style={{ marginBottom: 12 }}>
              <Input placeholder="请输入账号" allowClear value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={() => (setAccount(draft.trim()), setPage((p) => ({ ...p, no: 1 })))} style={{ width: 200 }} />
              <Button type="primary" onClick={() => (setAccount(draft.trim()), setPage((p) => ({ ...p, no: 1 })))}>
                查询
              </Button>
              <Button onClick={() => (setDraft(''), setAccount(''), setDepartId(undefined), setPage({ no: 1, size: 10 }))}>重置</Button>
            </Space>
            <div style={{ marginBottom: 8 }} data-testid="picker-chosen">
              已选 {chosen.length} 项：
              {chosen.map((u) => (
                <Tag key={u.id} closable onClose={() => setChosen(chosen.filter((x) => x.id !== u.id))}>
                  {u.realname}
                </Tag>
              ))}
            </div>
            <Table<PickedUserRow>
              rowKey="id"
              size="small"
              loading={loading}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '用户账号', dataIndex: 'username', width: 140 },
                { title: '用户姓名', dataIndex: 'realname', width: 120 },
                { title: '手机号码', dataIndex: 'phone', width: 130 },
              ]}
              rowSelection={{
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: keys,
                preserveSelectedRowKeys: true,
                onChange: (_k, selected) => {
                  const here = new Set(rows.map((r) => r.id));
                  const picked = selected.filter(Boolean);
                  setChosen(multi ? [...chosen.filter((r) => !here.has(r.id)), ...picked] : picked.slice(-1));
                },
              }}
              pagination={{
                current: page.no,
                pageSize: page.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: PICKER_PAGE_SIZES,
                showTotal: (t) => `共 ${t} 条`,
                onChange: (no, size) => setPage({ no, size }),
              }}
            />
          </Col>
        </Row>
      </Modal>
    </>
  );
}

