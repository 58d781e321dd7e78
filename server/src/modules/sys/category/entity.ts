import { categoryMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysCategory } from './table';

/** The category tree in the entity kit: its list (a parent's children by `pid`) and export; writes stay in routes.ts. */
export const categoryEntity = bindEntity({ meta: categoryMeta, table: sysCategory, menuKey: 'menu:system:category' });
