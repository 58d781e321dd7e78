import { DeleteOutlined } from '@ant-design/icons';
import { LOG_TYPE, logMeta } from '@meiyun/shared';
import { App, Button, Card, InputNumber, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { EntityListPage, type ListContext } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { deleteAction } from '../../../lib/http';

const PURGE_PERM = 'system:log:purge';
const LOGIN_COLUMNS = ['logContent', 'username', 'ip', 'success', 'createTime'];
const OPERATION_COLUMNS = ['logContent', 'username', 'operateType', 'ip', 'method', 'requestUrl', 'costTime', 'createTime'];

/** 系统管理 > 系统日志 (system/log/LogList): sign-ins and operations, read-only; 清理日志 for administrators. */
export default function LogListPage() {
  const routeKey = useListRouteKey();
  const [tab, setTab] = useState<'login' | 'operation'>('login');
  const canPurge = useHasPermission()(PURGE_PERM);
  const { message, modal } = App.useApp();

  const purge = (ctx: ListContext) => {
    let days = 90;
    modal.confirm({
      title: '清理日志',
      content: (
        <Space>
          删除
          <InputNumber min={7} max={3650} precision={0} defaultValue={days} onChange={(v) => (days = Number(v))} aria-label="保留天数" />
          天以前的全部日志（登录和操作）
        </Space>
      ),
      okText: '确定清理',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const env = await deleteAction(`/sys/log/purge?days=${encodeURIComponent(String(days))}`);
        if (!env.success) {
          message.warning(env.message);
          throw new Error(env.message);
        }
        message.success(env.message);
        ctx.reload();
      },
    });
  };

  const list = (key: 'login' | 'operation') => (
    <EntityListPage
      key={key}
      meta={key === 'login' ? { ...logMeta, fields: logMeta.fields.map((f) => (f.name === 'operateType' ? { ...f, query: false } : f)) } : logMeta}
      routeKey={`${routeKey}:${key}`}
      embedded
      fixedParams={{ logType: LOG_TYPE[key] }}
      columns={key === 'login' ? LOGIN_COLUMNS : OPERATION_COLUMNS}
      cellRenders={{ success: (v) => (v === true ? <Tag color="green">成功</Tag> : v === false ? <Tag color="red">失败</Tag> : '') }}
      toolbarExtra={(ctx) =>
        canPurge ? (
          <Button danger icon={<DeleteOutlined />} onClick={() => purge(ctx)}>
            清理日志
          </Button>
        ) : null
      }
    />
  );

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'login' | 'operation')}
        items={[
          { key: 'login', label: '登录日志', children: list('login') },
          { key: 'operation', label: '操作日志', children: list('operation') },
        ]}
      />
    </Card>
  );
}
