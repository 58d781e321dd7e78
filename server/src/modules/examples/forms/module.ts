import type { AppModule } from '../../../core/module';

/** The example screens of the form widgets (组件示例): they read only the shared dictionary and category endpoints. */
export const examplesFormsModule: AppModule = {
  name: 'examples-forms',
  menus: [
    { key: 'menu:examples:form-widgets', parent: 'menu:examples', name: '表单组件', url: '/examples/form-widgets', component: 'examples/formWidgets/FormWidgets', componentName: 'FormWidgets', icon: 'form', menuType: 1, sortNo: 10, keepAlive: true },
    { key: 'menu:examples:tree-table', parent: 'menu:examples', name: '树表格', url: '/examples/tree-table', component: 'examples/treeTable/TreeTableDemo', componentName: 'TreeTableDemo', icon: 'node-expand', menuType: 1, sortNo: 11, keepAlive: true },
    { key: 'menu:examples:dict-widgets', parent: 'menu:examples', name: '字典组件', url: '/examples/dict-widgets', component: 'examples/dictWidgets/DictWidgets', componentName: 'DictWidgets', icon: 'tags', menuType: 1, sortNo: 12, keepAlive: true },
  ],
  dicts: [{ code: 'transport_mode', name: '运输方式', items: [['1', '汽运'], ['2', '铁路'], ['3', '水运'], ['4', '联运']] }],
};
