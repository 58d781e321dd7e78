import type { Db } from '../../../core/db/client';
import { CATEGORY_ROOT_PID, sysCategory } from './table';
import { seedId } from '../../../core/db/seed-id';

/** [code, name, children]: the coal kinds a fresh installation starts with. */
type SeedCategory = [string, string, SeedCategory[]?];

export const CATEGORY_SEED: SeedCategory[] = [
  [
    'A01',
    '煤种',
    [
      ['A01A01', '动力煤', [['A01A01A01', '动力煤5500大卡'], ['A01A01A02', '动力煤5000大卡'], ['A01A01A03', '动力煤4500大卡']]],
      ['A01A02', '焦煤', [['A01A02A01', '主焦煤'], ['A01A02A02', '肥煤'], ['A01A02A03', '1/3焦煤'], ['A01A02A04', '瘦煤']]],
      ['A01A03', '喷吹煤', [['A01A03A01', '无烟喷吹煤'], ['A01A03A02', '贫瘦喷吹煤']]],
      ['A01A04', '洗精煤', [['A01A04A01', '炼焦精煤'], ['A01A04A02', '动力精煤']]],
      ['A01A05', '混煤'],
    ],
  ],
  ['A02', '运输方式', [['A02A01', '汽运'], ['A02A02', '铁路'], ['A02A03', '水运']]],
];

export async function seedCategories(db: Db): Promise<void> {
  const rows: (typeof sysCategory.$inferInsert)[] = [];
  const walk = (list: SeedCategory[], pid: string) => {
    for (const [code, name, children = []] of list) {
      const id = seedId(`category:${code}`);
      rows.push({ id, pid, code, name, hasChild: children.length ? '1' : '0', createBy: 'system' });
      walk(children, id);
    }
  };
  walk(CATEGORY_SEED, CATEGORY_ROOT_PID);
  await db.insert(sysCategory).values(rows).onConflictDoNothing();
}
