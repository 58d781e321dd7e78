import { materialMeta } from '@meiyun/shared';
import { bindEntity, type ApiRecord, type HookContext } from '../../../core/crud/index';
import { coalStockpile } from '../stockpile/table';
import { coalContract } from '../contract/table';
import { coalMaterial } from './table';
import { after, refuseIfReferenced, requireOrdered } from '../refs';

function checkRanges(input: Record<string, unknown>, existing?: ApiRecord) {
  requireOrdered(after(input, existing, 'qnetArMin'), after(input, existing, 'qnetArMax'), '低位发热量下限不能大于上限');
}

/** 煤种: the generic CRUD plus the Qnet,ar range check and the refusal to delete a sort a stockpile holds or a contract names. */
export const materialEntity = bindEntity({
  meta: materialMeta,
  table: coalMaterial,
  menuKey: 'menu:coal:material',
  hooks: {
    beforeAdd: (_h: HookContext, _v, input) => checkRanges(input),
    beforeEdit: (_h: HookContext, _v, input, existing) => checkRanges(input, existing),
    beforeDelete: (h, existing, permanent) =>
      refuseIfReferenced(h.tx, existing, permanent, [
        { table: coalStockpile, column: coalStockpile.materialId, delFlag: coalStockpile.delFlag, message: '煤种已被垛位使用，不能删除' },
        { table: coalContract, column: coalContract.materialId, delFlag: coalContract.delFlag, message: '煤种已被合同使用，不能删除' },
      ]),
  },
});
