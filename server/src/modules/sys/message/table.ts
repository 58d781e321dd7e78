import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, idColumn } from '../../../core/db/schema/common';

/**
 * 消息模板: a tenant's wording of one notice (its code, shared/src/notices.ts) for one channel — 系统消息, 邮件 or
 * 短信. Without a row the bell uses the built-in wording and no e-mail or SMS is sent for that notice.
 * `provider_template_id` is the SMS provider's approved template (Tencent Cloud's TemplateId, whose parameters are
 * the template's variables in order; Aliyun's TemplateCode, whose variables bear the names of the template's).
 */
export const sysMessageTemplate = pgTable(
  'sys_message_template',
  {
    id: idColumn(),
    tenantId: integer('tenant_id'),
    templateCode: text('template_code').notNull(),
    templateType: text('template_type').notNull(),
    templateName: text('template_name').notNull(),
    templateTitle: text('template_title'),
    templateContent: text('template_content').notNull(),
    providerTemplateId: text('provider_template_id'),
    templateTestJson: text('template_test_json'),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_message_template_code_uq').on(t.tenantId, t.templateCode, t.templateType)],
);

/** 新消息通知: whether a user's notices also come by e-mail and by SMS (the bell always rings). No row = defaults. */
export const sysUserNotify = pgTable('sys_user_notify', {
  userId: text('user_id').primaryKey(),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
});
