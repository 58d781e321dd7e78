import { carMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalCar } from './table';
import { checkCars } from './checks';
import { refuseDeleteInUse } from '../in-use';

/** 车辆 through the entity kit: weights and the default driver checked per car, deletes refused while a car is in use. */
export const carEntity = bindEntity({
  meta: carMeta,
  table: coalCar,
  menuKey: 'menu:coal:car',
  hooks: {
    checkRecords: checkCars,
    beforeDelete: (h, existing, permanent) => refuseDeleteInUse(h.tx, 'car', existing, permanent),
  },
});
