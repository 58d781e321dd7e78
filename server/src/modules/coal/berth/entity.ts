import { berthMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalBerth } from './table';

/** 泊位: the generic CRUD; its port is checked by the coal_port table dictionary. */
export const berthEntity = bindEntity({ meta: berthMeta, table: coalBerth, menuKey: 'menu:coal:berth' });
