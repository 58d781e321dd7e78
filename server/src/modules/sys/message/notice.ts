import { and, eq, inArray } from 'drizzle-orm';
import { NOTICE_KINDS, renderTemplate, templateVariables, type MessageChannel, type NoticeCode, type NoticeVars } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';
import { writeSystemMessage } from '../announcement/system-message';
import { sysMessageTemplate, sysUserNotify } from './table';

export type Ring = (ctx: AppContext) => Promise<void>;

export interface Notice<C extends NoticeCode> {
  code: C;
  vars: NoticeVars<C>;
  tenantId: number | null;
  userIds: readonly string[];
  /** What the bell's 去处理 opens. */
  busType: string;
  busId: string;
  openPage: string;
  sender: string;
}

type Template = typeof sysMessageTemplate.$inferSelect;
type Vars = Record<string, string | number | null | undefined>;

/** The tenant's templates of a notice, by channel. */
async function templatesOf(db: Db, tenantId: number | null, code: string): Promise<Partial<Record<MessageChannel, Template>>> {
  if (tenantId === null) return {};
  const rows = await db.select().from(sysMessageTemplate).where(and(eq(sysMessageTemplate.tenantId, tenantId), eq(sysMessageTemplate.templateCode, code)));
  return Object.fromEntries(rows.map((r) => [r.templateType, r]));
}

/** A template's title and lines with the variables filled. */
export function renderNotice(t: { templateTitle: string | null; templateContent: string }, fallbackTitle: string, vars: Vars) {
  const title = renderTemplate(t.templateTitle || fallbackTitle, vars).replace(/\n/g, ' ');
  return { title, lines: renderTemplate(t.templateContent, vars).split('\n').filter((l) => l.trim()) };
}

/**
 * Sends one notice (消息模板, docs/message-templates.md). The bell's message is written in the caller's transaction
 * (the tenant's 系统消息 template, else the built-in wording), so nothing is told of a change that did not commit.
 * The returned ring, for after the commit, rings the bells and starts the e-mail and SMS copies (without waiting for
 * them) where the tenant has a template for that channel and the user takes that channel (新消息通知) and has an
 * address: a copy that fails is logged, the bell's message stands.
 */
export async function sendNotice<C extends NoticeCode>(tx: Db, n: Notice<C>): Promise<Ring | null> {
  const kind = NOTICE_KINDS[n.code];
  const vars = n.vars as Vars;
  const templates = await templatesOf(tx, n.tenantId, n.code);
  const bell = renderNotice(templates.system ?? { templateTitle: kind.title, templateContent: kind.content }, kind.title, vars);
  const sent = await writeSystemMessage(tx, { tenantId: n.tenantId, userIds: n.userIds, title: bell.title, lines: bell.lines, busType: n.busType, busId: n.busId, openPage: n.openPage, sender: n.sender });
  if (!sent) return null;
  const copies = (['email', 'sms'] as const).filter((c) => templates[c]);
  return async (ctx) => {
    await sent.ring(ctx);
    if (!copies.length) return;
    // Not awaited: the clerk's approval does not wait on a mail server (a slow one holds a copy for up to 10 s).
    void (async () => {
      for (const person of await reachable(ctx.db, sent.userIds)) {
        for (const channel of copies) await deliver(ctx, channel, templates[channel]!, kind.title, vars, person);
      }
    })().catch((err: unknown) => ctx.log.warn({ err, code: n.code }, 'notice copies not sent'));
  };
}

interface Person {
  id: string;
  email: string | null;
  phone: string | null;
  wantsEmail: boolean;
  wantsSms: boolean;
}

async function reachable(db: Db, userIds: readonly string[]): Promise<Person[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: sysUser.id, email: sysUser.email, phone: sysUser.phone, prefEmail: sysUserNotify.email, prefSms: sysUserNotify.sms })
    .from(sysUser)
    .leftJoin(sysUserNotify, eq(sysUserNotify.userId, sysUser.id))
    .where(and(inArray(sysUser.id, [...userIds]), eq(sysUser.status, 1)));
  return rows.map((r) => ({ id: r.id, email: r.email, phone: r.phone, wantsEmail: r.prefEmail ?? true, wantsSms: r.prefSms ?? false }));
}

/** One copy to one person, when they take the channel and have the address; failures are logged, not thrown. */
async function deliver(ctx: AppContext, channel: 'email' | 'sms', t: Template, fallbackTitle: string, vars: Vars, p: Person) {
  try {
    if (channel === 'email' && p.wantsEmail && p.email && ctx.mail.enabled) {
      const { title, lines } = renderNotice(t, fallbackTitle, vars);
      await ctx.mail.send({ to: p.email, subject: title, text: lines.join('\n') });
    }
    if (channel === 'sms' && p.wantsSms && p.phone) await sendSmsCopy(ctx, t, vars, p.phone);
  } catch (err) {
    ctx.log.warn({ err, channel, template: t.templateCode, userId: p.id }, 'a notice copy failed');
  }
}

export async function sendSmsCopy(ctx: AppContext, t: Template, vars: Vars, phone: string) {
  const text = renderTemplate(t.templateContent, vars).replace(/\n/g, ' ');
  const paramNames = templateVariables(t.templateContent);
  const params = paramNames.map((name) => String(vars[name] ?? ''));
  await ctx.sms.sendNotice({ phone, text, providerTemplateId: t.providerTemplateId, params, paramNames });
}
