import { MESSAGE_CHANNEL_ITEMS, NOTICE_KINDS, NOTICE_KIND_ITEMS, messageTemplateMeta } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import type { Db } from '../../../core/db/client';
import { entityMenu } from '../../../core/crud/index';
import { MessagePerm, messageRoutes } from './routes';
import { sysMessageTemplate } from './table';

const MENU = 'menu:system:messageTemplate';

/** Each notice's bell wording as a template of tenant 1, so the administrator finds them there to change. */
async function seedTemplates(db: Db) {
  await db
    .insert(sysMessageTemplate)
    .values(Object.entries(NOTICE_KINDS).map(([code, k]) => ({ tenantId: 1, templateCode: code, templateType: 'system', templateName: k.name, templateTitle: k.title, templateContent: k.content, createBy: 'admin' })))
    .onConflictDoNothing();
}

/** 系统管理 › 消息模板: the notices' wording per channel, the test send; 个人设置's 新消息通知 (docs/message-templates.md). */
export const messageModule: AppModule = {
  name: 'message',
  routes: messageRoutes,
  menus: [
    ...entityMenu(messageTemplateMeta, { key: MENU, parent: 'menu:system', name: '消息模板', url: '/system/messageTemplate', component: 'system/messageTemplate/MessageTemplateList', componentName: 'MessageTemplateList', icon: 'mail', sortNo: 15 }),
    { key: 'btn:system:messageTemplate:sendTest', parent: MENU, name: '发送测试', menuType: 2, sortNo: 20, perms: MessagePerm.sendTest, permsType: '1' },
  ],
  dicts: [
    { code: 'msg_channel', name: '消息通道', items: MESSAGE_CHANNEL_ITEMS.map((i) => [i.value, i.text] as [string, string]) },
    { code: 'notice_kind', name: '通知类型', items: NOTICE_KIND_ITEMS.map((i) => [i.value, i.text] as [string, string]) },
  ],
  seed: seedTemplates,
};
