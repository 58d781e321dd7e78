import { weighingMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalWeighing } from './table';

/**
 * 磅单 through the entity kit for its list, queryById and export, in the caller's tenant and organisation; the
 * weighings, deductions, void, reverse and exit are the feature's own routes. The scales are named through the
 * `coal_scale` table dictionary (`tareScaleId_dictText`, `grossScaleId_dictText`).
 */
export const weighingEntity = bindEntity({
  meta: weighingMeta,
  table: coalWeighing,
  menuKey: 'menu:coal:weighing',
});
