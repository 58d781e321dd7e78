import { and, eq, inArray } from 'drizzle-orm';
import { dictItemMeta, dictMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import type { AppContext } from '../../../core/context';
import { sysDict, sysDictItem } from '../../../core/db/schema/index';
import { BizError } from '../../../core/http/envelope';
import { invalidateDict } from '../../../core/dict/lookup';

async function dropCodes(ctx: AppContext, codes: Iterable<unknown>) {
  for (const c of new Set(codes)) if (typeof c === 'string' && c) await invalidateDict(ctx, c);
}

/** Dictionaries: any change drops that dictionary's cache; a permanent delete takes the items along. */
export const dictEntity = bindEntity({
  meta: dictMeta,
  table: sysDict,
  menuKey: 'menu:system:dict',
  hooks: {
    async beforeDelete(h, existing, permanent) {
      if (permanent) await h.tx.delete(sysDictItem).where(inArray(sysDictItem.dictId, existing.map((r) => r.id)));
    },
    async afterChange(ctx, _kind, records) {
      await dropCodes(ctx, records.map((r) => r.dictCode));
    },
  },
});

/** Items of one dictionary (`dictId`): the dictionary must exist; any change drops its cache. */
export const dictItemEntity = bindEntity({
  meta: dictItemMeta,
  table: sysDictItem,
  menuKey: 'menu:system:dict',
  hooks: {
    async beforeAdd(h, values) {
      const [d] = await h.tx.select({ id: sysDict.id }).from(sysDict).where(and(eq(sysDict.id, String(values.dictId)), eq(sysDict.delFlag, 0)));
      if (!d) throw new BizError('字典不存在');
    },
    async beforeEdit(_h, values, _input, existing) {
      if (values.dictId !== undefined && values.dictId !== existing.dictId) throw new BizError('字典项不能移到其他字典');
    },
    async afterChange(ctx, _kind, records) {
      const ids = [...new Set(records.map((r) => String(r.dictId)))];
      if (!ids.length) return;
      const rows = await ctx.db.select({ code: sysDict.dictCode }).from(sysDict).where(inArray(sysDict.id, ids));
      await dropCodes(ctx, rows.map((r) => r.code));
    },
  },
});
