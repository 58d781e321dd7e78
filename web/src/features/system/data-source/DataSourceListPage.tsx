import { ApiOutlined } from '@ant-design/icons';
import { dataSourceMeta } from '@meiyun/shared';
import { App, Button } from 'antd';
import { useState } from 'react';
import { postAction } from '../../../lib/http';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { EntityListPage, type FormFooterExtra } from '../../../components/entity';

const TEST_PERMISSION = `${dataSourceMeta.perm}:testConnection`;
const CONNECTION_FIELDS = ['kind', 'host', 'port', 'databaseName', 'userName'];

/** 测试连接 in the data-source form: the fields as typed; an empty password on edit means the stored one. */
function TestConnectionButton({ form, recordId }: { form: Parameters<FormFooterExtra>[0]; recordId?: string }) {
  const { message } = App.useApp();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    try {
      await form.validateFields(CONNECTION_FIELDS);
    } catch {
      return;
    }
    const v = form.getFieldsValue([...CONNECTION_FIELDS, 'password']) as Record<string, unknown>;
    setTesting(true);
    try {
      const env = await postAction('/sys/dataSource/testConnection', { ...v, id: recordId });
      if (env.success) message.success(env.message);
      else message.error(env.message);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Button icon={<ApiOutlined />} loading={testing} onClick={test} data-testid="datasource-test">
      测试连接
    </Button>
  );
}

/** 系统管理 > 数据源管理 (menu component system/data-source/DataSourceList). */
export default function DataSourceListPage() {
  const can = useHasPermission();
  return (
    <EntityListPage
      meta={dataSourceMeta}
      columns={['code', 'name', 'kind', 'host', 'port', 'databaseName', 'userName', 'remark', 'createTime']}
      formFooterExtra={can(TEST_PERMISSION) ? (form, { recordId }) => <TestConnectionButton form={form} recordId={recordId} /> : undefined}
    />
  );
}
