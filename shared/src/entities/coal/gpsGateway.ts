import { defineEntity } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

/**
 * 定位网关: a tracker platform posting its cars' points to `POST /coal/gps/points` with its token (docs/tracking.md
 * "Gateways and ingest"). The token is shown once, by `POST /coal/gpsGateway/rotateToken`; only its SHA-256 is kept
 * (never a field here, so no list, export or form ever carries it) and its last four characters, for telling tokens
 * apart. The company's own equipment: users acting for an organisation see none (`org: {}`).
 */
export const gpsGatewayMeta = defineEntity({
  name: 'coalGpsGateway',
  title: '定位网关',
  api: '/coal/gpsGateway',
  perm: 'coal:gpsGateway',
  tenantScoped: true,
  org: {},
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'name', label: '网关名称', type: 'string', required: true, unique: true, query: true, sortable: true, maxLength: 64, list: { width: 180 }, form: { span: 12 } },
    { name: 'enabled', label: '启用', type: 'boolean', defaultValue: true, list: { width: 80 }, form: { span: 12 } },
    { name: 'tokenHint', label: '令牌尾号', type: 'string', readonly: true, list: { width: 100 } },
    { name: 'lastSeenTime', label: '最近上报时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
    remarkField,
    createTimeField,
  ],
});
