import { petrolStationMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalPetrolStation } from './table';

/** 加油站: the generic CRUD (fuel price a 4-place decimal string, coordinates within China). */
export const petrolStationEntity = bindEntity({ meta: petrolStationMeta, table: coalPetrolStation, menuKey: 'menu:coal:petrolStation' });
