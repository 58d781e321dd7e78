import { cgformHeadMeta, onlineFormProblem, splitCodes, type OnlineFormDraft } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { subHeads } from './service';
import { onlCgformHead } from './table';

export const CGFORM_MENU = 'menu:system:cgform';

/**
 * Form heads through the entity kit (list, add, edit, export, recycle bin); every add, edit and imported row is
 * checked against the registered tables before it is written: its table and fields exist, its list style suits it,
 * and the 附表 it names are this tenant's 附表.
 */
export const cgformHeadEntity = bindEntity({
  meta: cgformHeadMeta,
  table: onlCgformHead,
  menuKey: CGFORM_MENU,
  hooks: {
    async checkRecords({ db, auth }, records) {
      const subs = await subHeads(db, auth.tenantId, records.flatMap((r) => splitCodes(r.subTables as string | null)));
      return records.map((r) => onlineFormProblem(r as unknown as OnlineFormDraft, subs));
    },
  },
});
