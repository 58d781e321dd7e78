import { consigneeMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalConsignee } from './table';

/**
 * 收货单位 through the entity kit. The consumer must be a live one of the tenant (the kit checks table-dictionary
 * values); a consumer-linked user's consignees get their consumer whatever the request says (org stamping).
 */
export const consigneeEntity = bindEntity({ meta: consigneeMeta, table: coalConsignee, menuKey: 'menu:coal:consignee' });
