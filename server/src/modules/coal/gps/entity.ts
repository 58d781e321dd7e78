import { gpsGatewayMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalGpsGateway } from './table';

/** 定位网关: the generic list, add, edit and delete; the token's hash is never read into a record. */
export const gpsGatewayEntity = bindEntity({
  meta: gpsGatewayMeta,
  table: coalGpsGateway,
  menuKey: 'menu:coal:gpsGateway',
  secretColumns: ['tokenHash'],
});
