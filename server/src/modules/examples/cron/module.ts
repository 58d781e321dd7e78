import type { AppModule } from '../../../core/module';

/** 组件示例 > Cron表达式: the cron builder, its form control and the next-times editor (a web-only screen). */
export const cronExampleModule: AppModule = {
  name: 'examples-cron',
  menus: [
    {
      key: 'menu:examples:cron',
      parent: 'menu:examples',
      name: 'Cron表达式',
      url: '/examples/cron',
      component: 'examples/cron/CronDemo',
      icon: 'field-time',
      menuType: 1,
      sortNo: 10,
      isLeaf: true,
      keepAlive: true,
    },
  ],
};
