import type { AppModule, SeedMenu } from '../../../core/module';
import { BUILTIN_JOBS } from '../../../core/jobs/handlers';
import { QuartzJobPerm, quartzJobRoutes } from './routes';

const MENU = 'menu:system:quartzJob';

const buttons: [keyof typeof QuartzJobPerm, string][] = [
  ['list', '查看'],
  ['add', '添加'],
  ['edit', '编辑'],
  ['delete', '删除'],
  ['pause', '暂停'],
  ['resume', '启动'],
  ['execute', '立即执行'],
];

/** 定时任务: scheduled jobs with the handlers registered in code, their runs and the screen. */
export const quartzJobModule: AppModule = {
  name: 'quartzJob',
  routes: quartzJobRoutes,
  jobs: BUILTIN_JOBS,
  menus: [
    { key: MENU, parent: 'menu:system', name: '定时任务', url: '/system/quartzJob', component: 'system/quartz-job/QuartzJobList', icon: 'schedule', menuType: 1, sortNo: 60, keepAlive: true },
    ...buttons.map(
      ([k, name], i): SeedMenu => ({ key: `btn:system:quartzJob:${k}`, parent: MENU, name, menuType: 2, sortNo: i + 1, perms: QuartzJobPerm[k], permsType: '1' }),
    ),
  ],
};
