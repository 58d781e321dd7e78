import { defineEntity } from '../../entity/meta';

/** Log types of sys_log: the two tabs of 系统日志. */
export const LOG_TYPE = { login: 1, operation: 2 } as const;

/**
 * 系统日志 (sys_log): read-only. The screen shows sign-ins (logType 1) and operations (logType 2) as tabs by sending
 * `logType` as a fixed filter.
 */
export const logMeta = defineEntity({
  name: 'sysLog',
  title: '日志',
  api: '/sys/log',
  perm: 'system:log',
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'exportXls'],
  fields: [
    { name: 'logType', label: '日志类型', type: 'int', dict: 'log_type', list: false },
    { name: 'logContent', label: '日志内容', type: 'string', query: true, list: { width: 260, ellipsis: 40 } },
    { name: 'username', label: '操作人', type: 'string', query: true, list: { width: 110 } },
    { name: 'operateType', label: '操作类型', type: 'int', dict: 'operate_type', query: true, list: { width: 90 } },
    { name: 'ip', label: 'IP', type: 'string', query: true, queryMode: 'eq', list: { width: 130 } },
    { name: 'success', label: '是否成功', type: 'boolean', list: { width: 90 } },
    { name: 'method', label: '请求方法', type: 'string', list: { width: 200, ellipsis: 30 } },
    { name: 'requestUrl', label: '请求路径', type: 'string', list: { width: 200, ellipsis: 30 } },
    { name: 'requestType', label: '请求类型', type: 'string', list: { width: 90 } },
    { name: 'costTime', label: '耗时(毫秒)', type: 'int', sortable: true, list: { width: 100 } },
    { name: 'createTime', label: '时间', type: 'datetime', query: 'range', sortable: true, list: { width: 170 } },
  ],
});
