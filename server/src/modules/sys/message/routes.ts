import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGE_CHANNEL_ITEMS, MESSAGE_TEMPLATE_TEST_PERM, MessageTexts, NOTICE_KINDS, isNoticeCode, type NoticeKindInfo, type NotifyPrefs } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { loadOne, registerCrudRoutes } from '../../../core/crud/index';
import { sysUser } from '../../../core/db/schema/index';
import { BizError, ok, okMessage } from '../../../core/http/envelope';
import { parseInput } from '../../../core/http/validate';
import { membersOf } from '../../../core/tenancy/index';
import { writeSystemMessage } from '../announcement/system-message';
import { messageTemplateEntity } from './entity';
import { renderNotice, sendSmsCopy } from './notice';
import { sysMessageTemplate, sysUserNotify } from './table';

export const MessagePerm = { sendTest: MESSAGE_TEMPLATE_TEST_PERM } as const;

const sendTestSchema = z.object({
  id: z.string({ error: '请选择模板' }).min(1, '请选择模板').max(64),
  /** A user of the tenant; unset = the sender. */
  receiver: z.string().max(64).optional().nullable(),
  /** The variables as JSON; unset = the template's test data. */
  testData: z.string().max(4000).optional().nullable(),
});

const prefsSchema = z.object({ email: z.boolean({ error: '请选择是否接收邮件通知' }), sms: z.boolean({ error: '请选择是否接收短信通知' }) });

function parseTestData(text: string | null | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BizError(MessageTexts.testJsonInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BizError(MessageTexts.testJsonInvalid);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** 消息模板 (docs/message-templates.md): the list kit's routes, the notices and their variables, a test send; 新消息通知. */
export async function messageRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(app, ctx, messageTemplateEntity);

  app.get('/sys/message/noticeKinds', { config: { permission: 'system:messageTemplate:list' } }, async () =>
    ok<NoticeKindInfo[]>(Object.entries(NOTICE_KINDS).map(([code, k]) => ({ code: code as NoticeKindInfo['code'], name: k.name, vars: k.vars, title: k.title, content: k.content }))),
  );

  // 发送测试: the template, filled with its test data (or the data given), to one user of the tenant by its channel.
  app.post('/sys/message/sysMessageTemplate/sendTest', { config: { permission: MessagePerm.sendTest } }, async (req) => {
    const auth = authOf(req);
    const input = parseInput(sendTestSchema, req.body);
    const record = await loadOne(ctx, messageTemplateEntity, auth, input.id);
    const [t] = await ctx.db.select().from(sysMessageTemplate).where(eq(sysMessageTemplate.id, String(record.id)));
    const vars = parseTestData(input.testData ?? t.templateTestJson);
    const receiverId = input.receiver || auth.user.id;
    const [to] = await ctx.db
      .select({ id: sysUser.id, email: sysUser.email, phone: sysUser.phone })
      .from(sysUser)
      .where(and(eq(sysUser.id, receiverId), eq(sysUser.delFlag, 0), membersOf(sysUser.relTenantIds, auth.tenantId)));
    if (!to) throw new BizError(MessageTexts.receiverUnknown);
    const fallbackTitle = isNoticeCode(t.templateCode) ? NOTICE_KINDS[t.templateCode].title : t.templateName;
    const channelText = MESSAGE_CHANNEL_ITEMS.find((c) => c.value === t.templateType)?.text ?? t.templateType;
    try {
      if (t.templateType === 'system') {
        const { title, lines } = renderNotice(t, fallbackTitle, vars);
        const sent = await writeSystemMessage(ctx.db, { tenantId: auth.tenantId, userIds: [to.id], title: `【测试】${title}`, lines, busType: 'sys_message_template', busId: t.id, openPage: '/system/messageTemplate', sender: auth.user.realname || auth.user.username });
        await sent?.ring(ctx);
      } else if (t.templateType === 'email') {
        if (!ctx.mail.enabled) throw new BizError(MessageTexts.mailOff);
        if (!to.email) throw new BizError(MessageTexts.noEmail);
        const { title, lines } = renderNotice(t, fallbackTitle, vars);
        await ctx.mail.send({ to: to.email, subject: `【测试】${title}`, text: lines.join('\n') });
      } else {
        if (!to.phone) throw new BizError(MessageTexts.noPhone);
        await sendSmsCopy(ctx, t, vars, to.phone);
      }
    } catch (err) {
      if (err instanceof BizError) throw err;
      req.log.warn({ err, template: t.id }, 'test message not sent');
      throw new BizError(MessageTexts.sendFailed);
    }
    return okMessage(MessageTexts.testSent(channelText));
  });

  app.get('/sys/user/notifyPrefs', { config: { permission: 'authenticated' } }, async (req) => {
    const [row] = await ctx.db.select().from(sysUserNotify).where(eq(sysUserNotify.userId, authOf(req).user.id));
    return ok<NotifyPrefs>({ email: row?.email ?? true, sms: row?.sms ?? false });
  });

  app.put('/sys/user/notifyPrefs', { config: { permission: 'authenticated' } }, async (req) => {
    const prefs = parseInput(prefsSchema, req.body);
    const userId = authOf(req).user.id;
    await ctx.db.insert(sysUserNotify).values({ userId, ...prefs }).onConflictDoUpdate({ target: sysUserNotify.userId, set: prefs });
    return okMessage(MessageTexts.prefsSaved);
  });
}
