import { defineEntity } from '../../entity/meta';

/**
 * 系统通告 (sys_announcement). Only drafts are edited or deleted; publishing and revoking are their own calls
 * (`doReleaseData` / `doReovkeData`), so the status, sender and send time are read-only here.
 */
export const announcementMeta = defineEntity({
  name: 'sysAnnouncement',
  title: '通告',
  api: '/sys/annountCement',
  perm: 'system:annountCement',
  tenantScoped: true,
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'recycleBin', 'deleteForever'],
  fields: [
    { name: 'titile', label: '标题', type: 'string', required: true, query: true, sortable: true, maxLength: 100, list: { width: 220 }, form: { span: 24 } },
    { name: 'msgCategory', label: '消息类型', type: 'string', dict: 'msg_category', required: true, query: true, defaultValue: '1', form: { widget: 'radio' }, list: { width: 100 } },
    { name: 'priority', label: '优先级', type: 'string', dict: 'priority', required: true, query: true, defaultValue: 'L', form: { widget: 'radio' }, list: { width: 90 } },
    { name: 'msgType', label: '通告对象类型', type: 'string', dict: 'msg_type', required: true, query: true, defaultValue: 'ALL', form: { widget: 'radio' }, list: { width: 110 } },
    { name: 'userIds', label: '指定用户', type: 'string', multi: true, dict: 'sys_user,realname,id', form: { widget: 'sel_user', span: 24, showWhen: { field: 'msgType', value: 'USER' } }, list: false, maxLength: 4000 },
    { name: 'msgAbstract', label: '摘要', type: 'string', maxLength: 200, form: { widget: 'textarea', span: 24 }, list: false },
    { name: 'msgContent', label: '内容', type: 'text', maxLength: 100_000, form: { widget: 'richtext', span: 24 }, exportable: false },
    { name: 'startTime', label: '开始时间', type: 'datetime', query: 'range', form: { widget: 'datetime' }, list: { width: 170 } },
    { name: 'endTime', label: '结束时间', type: 'datetime', form: { widget: 'datetime' }, list: { width: 170 } },
    // What 去处理 in the notice opens: nothing (empty), a page of the system, or a business record's form; the
    // page and the record are asked only when the way needs them.
    { name: 'openType', label: '打开方式', type: 'string', dict: 'open_type', list: false, form: { placeholder: '不打开' } },
    { name: 'openPage', label: '打开的页面', type: 'string', maxLength: 255, list: false, form: { placeholder: '如 /system/user', showWhen: { field: 'openType', value: ['url', 'component'] } } },
    { name: 'busId', label: '单据编号', type: 'string', maxLength: 64, list: false, form: { placeholder: '要打开的业务单据的编号', showWhen: { field: 'openType', value: 'component' } } },
    { name: 'sendStatus', label: '发布状态', type: 'string', dict: 'send_status', readonly: true, query: true, list: { width: 90 } },
    { name: 'sender', label: '发布人', type: 'string', readonly: true, list: { width: 100 } },
    { name: 'sendTime', label: '发布时间', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, list: false },
  ],
});
