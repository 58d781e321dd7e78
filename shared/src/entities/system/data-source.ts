import { defineEntity } from '../../entity/meta';

/**
 * Database kinds a data source may be. Only those a driver is installed for and that can be tested here:
 * PostgreSQL (`pg`). MySQL/MariaDB needs a driver the project does not ship yet.
 */
export const DATA_SOURCE_KINDS = ['postgresql'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const DataSourceTexts = {
  connected: '数据库连接成功',
  /** Every failure of the connection test, whatever the cause: the answer tells nothing of the network inside. */
  failed: '数据库连接失败',
  passwordUnchanged: '不填写则保持原密码',
} as const;

/** External databases (sys_data_source); the password is write-only and stored encrypted. */
export const dataSourceMeta = defineEntity({
  name: 'sysDataSource',
  title: '数据源',
  api: '/sys/dataSource',
  perm: 'system:datasource',
  tenantScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'code', label: '数据源编码', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 20, rules: ['code'], form: { addOnly: true }, list: { width: 140 } },
    { name: 'name', label: '数据源名称', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 160 } },
    { name: 'kind', label: '数据库类型', type: 'string', required: true, dict: 'data_source_kind', query: true, form: { widget: 'select' }, list: { width: 110 } },
    { name: 'host', label: '主机', type: 'string', required: true, maxLength: 253, list: { width: 140 } },
    { name: 'port', label: '端口', type: 'int', required: true, min: 1, max: 65535, form: { widget: 'inputNumber' }, list: { width: 80 } },
    { name: 'databaseName', label: '数据库名', type: 'string', required: true, maxLength: 63, list: { width: 120 } },
    { name: 'userName', label: '用户名', type: 'string', required: true, maxLength: 63, list: { width: 110 } },
    // Write-only, kept encrypted: no column of its own, so it is never listed, filtered, sorted or exported; empty on edit means unchanged.
    { name: 'password', label: '密码', type: 'string', maxLength: 128, list: false, importable: false, exportable: false, form: { widget: 'password', placeholder: DataSourceTexts.passwordUnchanged } },
    { name: 'remark', label: '备注', type: 'string', maxLength: 500, form: { widget: 'textarea', span: 24 }, list: { width: 160 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
  ],
});
