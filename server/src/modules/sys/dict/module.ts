import { dictItemMeta, dictMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityButtons, entityMenu } from '../../../core/crud/index';
import { dictRoutes } from './routes';

export const dictModule: AppModule = {
  name: 'dict',
  routes: dictRoutes,
  menus: [
    ...entityMenu(dictMeta, { key: 'menu:system:dict', parent: 'menu:system', name: '数据字典', url: '/system/dict', component: 'system/dict/DictList', icon: 'book', sortNo: 6 }),
    ...entityButtons(dictItemMeta, 'menu:system:dict', { namePrefix: '字典项' }).map((m) => ({ ...m, sortNo: m.sortNo + 20 })),
  ],
};
