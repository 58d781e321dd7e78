import { cgformHeadMeta, ONLINE_FORM_TYPE_TEXT, ONLINE_LIST_STYLE_TEXT, onlineTables } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import { entityMenu } from '../../../core/crud/index';
import { CGFORM_MENU } from './entity';
import { cgformRoutes } from './routes';
import { seedForms } from './seed';

const items = (texts: Record<string, string>) => Object.entries(texts) as [string, string][];

/** 系统管理 › 在线表单: forms over registered tables and the read their lists make (docs/online-forms.md). */
export const cgformModule: AppModule = {
  name: 'cgform',
  routes: cgformRoutes,
  menus: [
    ...entityMenu(cgformHeadMeta, {
      key: CGFORM_MENU,
      parent: 'menu:system',
      name: '在线表单',
      url: '/system/cgform',
      component: 'online/cgform/CgformList',
      componentName: 'CgformList',
      icon: 'build',
      sortNo: 19,
    }),
    { key: 'btn:online:cgform:copy', parent: CGFORM_MENU, name: '复制表单', menuType: 2, sortNo: 10, perms: 'online:cgform:copy', permsType: '1' },
  ],
  dicts: [
    { code: 'onl_form_type', name: '在线表单表类型', items: items(ONLINE_FORM_TYPE_TEXT) },
    { code: 'onl_list_style', name: '在线表单列表风格', items: items(ONLINE_LIST_STYLE_TEXT) },
    // The registered tables a form may be made over, by declaration name; the list grows with the declarations.
    { code: 'onl_table', name: '在线表单数据表', items: onlineTables().map((m) => [m.name, `${m.title}（${m.name}）`] as [string, string]) },
  ],
  seed: seedForms,
};
