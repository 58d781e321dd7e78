import { logMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysLog } from '../../../core/db/schema/index';

/** 系统日志: read-only (list and export); the tabs filter on logType. */
export const logEntity = bindEntity({ meta: logMeta, table: sysLog, menuKey: 'menu:system:log' });
