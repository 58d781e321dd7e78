import type { AppModule } from '../../../core/module';

/** 组件示例 > 选择器: every picker on live data (a web-only screen). */
export const pickersExampleModule: AppModule = {
  name: 'examples-pickers',
  menus: [
    {
      key: 'menu:examples:pickers',
      parent: 'menu:examples',
      name: '选择器',
      url: '/examples/pickers',
      component: 'examples/pickers/PickersDemo',
      componentName: 'PickersDemo',
      icon: 'select',
      menuType: 1,
      sortNo: 14,
      isLeaf: true,
      keepAlive: true,
    },
  ],
};
