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
  seedJobs: [
    { key: 'purgeSessions', jobName: '清理过期会话', handlerKey: 'purgeExpiredSessions', cronExpression: '0 30 3 * * ?', parameter: '{"days": 7}', description: '每天 03:30 删除结束或过期超过7天的会话', status: 0 },
    { key: 'purgeCaptchas', jobName: '清理验证码与登录失败计数', handlerKey: 'purgeCaptchasAndAttempts', cronExpression: '0 5 * * * ?', description: '每小时第5分钟清理过期验证码与失效的登录失败计数', status: 0 },
    // How long logs are kept is the operator's decision: offered stopped.
    { key: 'purgeLogs', jobName: '清理历史日志', handlerKey: 'purgeOldLogs', cronExpression: '0 0 4 * * ?', parameter: '{"days": 180}', description: '每天 04:00 删除180天前的日志（默认停止，按保留要求启用）', status: -1 },
  ],
  menus: [
    { key: MENU, parent: 'menu:system', name: '定时任务', url: '/system/quartzJob', component: 'system/quartz-job/QuartzJobList', icon: 'schedule', menuType: 1, sortNo: 60, keepAlive: true },
    ...buttons.map(
      ([k, name], i): SeedMenu => ({ key: `btn:system:quartzJob:${k}`, parent: MENU, name, menuType: 2, sortNo: i + 1, perms: QuartzJobPerm[k], permsType: '1' }),
    ),
  ],
};
