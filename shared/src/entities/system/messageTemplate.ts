import { defineEntity } from '../../entity/meta';

/**
 * 消息模板 (sys_message_template, docs/message-templates.md): a tenant's wording of a notice for one channel. The
 * code names the notice (its variables are listed beside the form); `${name}` stands for a variable.
 */
export const messageTemplateMeta = defineEntity({
  name: 'sysMessageTemplate',
  title: '消息模板',
  api: '/sys/message/sysMessageTemplate',
  perm: 'system:messageTemplate',
  tenantScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    { name: 'templateName', label: '模板名称', type: 'string', required: true, query: true, maxLength: 100, list: { width: 160 }, form: { span: 12 } },
    { name: 'templateCode', label: '模板编码', type: 'string', dict: 'notice_kind', required: true, query: true, list: { width: 160 }, form: { widget: 'select', span: 12 } },
    { name: 'templateType', label: '模板类型', type: 'string', dict: 'msg_channel', required: true, query: true, list: { width: 100 }, form: { widget: 'select', span: 12 } },
    { name: 'providerTemplateId', label: '短信平台模板ID', type: 'string', maxLength: 64, list: { width: 130 }, form: { span: 12, showWhen: { field: 'templateType', value: 'sms' } } },
    { name: 'templateTitle', label: '标题', type: 'string', maxLength: 200, list: { width: 220 }, form: { span: 24, placeholder: '如：合同待审批：${contractNo}（短信不用标题）' } },
    { name: 'templateContent', label: '模板内容', type: 'text', required: true, maxLength: 4000, list: false, form: { widget: 'textarea', span: 24, placeholder: '每行一段；${变量} 取通知的变量，变量都为空的一行不发送' } },
    { name: 'templateTestJson', label: '测试数据', type: 'text', maxLength: 4000, list: false, form: { widget: 'textarea', span: 24, placeholder: '{"contractNo": "HT-2026-001", "counterparty": "示例电厂"}' } },
    { name: 'createTime', label: '创建时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
