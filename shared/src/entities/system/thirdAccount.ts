import { defineEntity } from '../../entity/meta';

/**
 * 第三方账号 (sys_third_account): a provider's account (OIDC or CAS) linked to a user, so that signing in there signs
 * the user in here (docs/single-sign-on.md). Administrators link an account by its subject (the provider's own
 * identifier for it, never an e-mail address) or undo a link; users link their own by proving their password.
 */
export const thirdAccountMeta = defineEntity({
  name: 'sysThirdAccount',
  title: '第三方账号',
  api: '/sys/thirdAccount',
  perm: 'system:thirdAccount',
  tenantScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'delete', 'exportXls'],
  fields: [
    { name: 'userId', label: '平台用户', type: 'string', dict: 'sys_user,realname,id', required: true, query: true, list: { width: 140 }, form: { widget: 'sel_user', span: 24 } },
    { name: 'thirdType', label: '登录方式', type: 'string', dict: 'third_type', required: true, query: true, list: { width: 140 }, form: { widget: 'select', span: 24 } },
    { name: 'subject', label: '第三方账号标识', type: 'string', required: true, query: true, maxLength: 255, list: { width: 220 }, form: { span: 24, placeholder: 'OIDC 的 sub，或 CAS 的用户名' } },
    { name: 'displayName', label: '第三方名称', type: 'string', readonly: true, list: { width: 140 } },
    { name: 'email', label: '第三方邮箱', type: 'string', readonly: true, list: { width: 180 } },
    { name: 'lastLoginTime', label: '最近登录', type: 'datetime', readonly: true, sortable: true, list: { width: 170 } },
    { name: 'createBy', label: '绑定人', type: 'string', readonly: true, list: { width: 100 } },
    { name: 'createTime', label: '绑定时间', type: 'datetime', readonly: true, sortable: true, form: false, list: { width: 170 } },
  ],
});
