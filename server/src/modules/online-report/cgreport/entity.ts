import { cgreportHeadMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { onlCgreportHead } from './table';

export const CGREPORT_MENU = 'menu:system:cgreport';

/**
 * Report heads through the entity kit: the list (filters, sorting, the menu's data rules), the export and the soft
 * delete. Reading, adding and editing one report (with its columns and parameters) stay in `routes.ts`.
 */
export const cgreportHeadEntity = bindEntity({ meta: cgreportHeadMeta, table: onlCgreportHead, menuKey: CGREPORT_MENU });
