import { positionMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysPosition } from './table';

/** Positions through the entity kit: list (also the position picker), CRUD, import and export. */
export const positionEntity = bindEntity({ meta: positionMeta, table: sysPosition, menuKey: 'menu:system:position' });
