/**
 * 消息模板 (docs/message-templates.md): the notices the business sends, each with a code, its variables and the
 * built-in wording. A tenant's template of the same code overrides the wording per channel: 系统消息 (the bell),
 * 邮件 (e-mail) or 短信 (SMS). `${name}` stands for a variable; a line whose variables are all empty is left out
 * (the remark line of an approval without a remark).
 */
export const MESSAGE_CHANNELS = ['system', 'email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_CHANNEL_ITEMS: readonly { value: MessageChannel; text: string }[] = [
  { value: 'system', text: '系统消息' },
  { value: 'email', text: '邮件' },
  { value: 'sms', text: '短信' },
];

export interface NoticeKind {
  name: string;
  /** Variable → what it holds, shown beside the template form. */
  vars: Record<string, string>;
  title: string;
  /** One line per paragraph. */
  content: string;
}

const CONTRACT_CHANGE_VARS = {
  contractNo: '合同编号',
  counterparty: '对方单位',
  action: '操作（提交、审批通过、驳回…）',
  fromStatus: '原状态',
  toStatus: '新状态',
  remark: '意见',
  actor: '操作人',
};
const CONTRACT_CHANGE_LINES = '合同 ${contractNo}（${counterparty}）${action}，状态：${fromStatus} → ${toStatus}。\n意见：${remark}\n操作人：${actor}';
const SUPPLEMENT_VARS = { contractNo: '合同编号', counterparty: '对方单位', version: '补充协议版本', reason: '事由', verdict: '结果（审批通过、驳回）', remark: '意见', actor: '操作人' };

export const NOTICE_KINDS = {
  coal_contract_submit: { name: '合同待审批', vars: CONTRACT_CHANGE_VARS, title: '合同待审批：${contractNo}', content: CONTRACT_CHANGE_LINES },
  coal_contract_change: { name: '合同状态变更', vars: CONTRACT_CHANGE_VARS, title: '合同${action}：${contractNo}', content: CONTRACT_CHANGE_LINES },
  coal_contract_expiring: {
    name: '合同即将到期',
    vars: { contractNo: '合同编号', counterparty: '对方单位', endDate: '到期日', daysText: '剩余天数（还有 N 天、今天到期）' },
    title: '合同即将到期：${contractNo}',
    content: '合同 ${contractNo}（${counterparty}）将于 ${endDate} 到期，${daysText}。\n请及时安排执行完毕或签订补充协议延期。',
  },
  coal_supplement_submit: {
    name: '补充协议待审批',
    vars: SUPPLEMENT_VARS,
    title: '补充协议待审批：${contractNo}',
    content: '合同 ${contractNo}（${counterparty}）的补充协议（第${version}版）待审批。\n事由：${reason}\n提交人：${actor}',
  },
  coal_supplement_result: {
    name: '补充协议审批结果',
    vars: SUPPLEMENT_VARS,
    title: '补充协议${verdict}：${contractNo}',
    content: '合同 ${contractNo}（${counterparty}）的补充协议（第${version}版）${verdict}。\n意见：${remark}\n操作人：${actor}',
  },
  coal_dispatch_plan_change: {
    name: '调度计划状态变更',
    vars: { planNo: '计划编号', contractNo: '合同编号', loadDate: '装车日期', action: '操作', fromStatus: '原状态', toStatus: '新状态', remark: '意见', voidedOrders: '作废的提煤单张数', actor: '操作人' },
    title: '调度计划${action}：${planNo}',
    content: '调度计划 ${planNo}（合同 ${contractNo}，装车日期 ${loadDate}）${action}，状态：${fromStatus} → ${toStatus}。\n意见：${remark}\n已作废有效提煤单 ${voidedOrders} 张。\n操作人：${actor}',
  },
  coal_weighing_voided: {
    name: '磅单作废或冲红',
    vars: { weighingNo: '磅单号', plateNo: '车牌号', planNo: '调度计划编号', action: '作废或冲红', netKg: '净重（千克）', reason: '原因', actor: '操作人' },
    title: '磅单${action}：${weighingNo}',
    content: '车辆 ${plateNo} 的磅单 ${weighingNo}（调度计划 ${planNo}，净重 ${netKg} 千克）已${action}。\n原因：${reason}\n操作人：${actor}',
  },
} as const satisfies Record<string, NoticeKind>;

export type NoticeCode = keyof typeof NOTICE_KINDS;
export type NoticeVars<C extends NoticeCode> = Partial<Record<keyof (typeof NOTICE_KINDS)[C]['vars'], string | number | null | undefined>>;

export const isNoticeCode = (code: string): code is NoticeCode => Object.hasOwn(NOTICE_KINDS, code);

/** The notice kinds as a dictionary (the template form's 模板编码 select). */
export const NOTICE_KIND_ITEMS = Object.entries(NOTICE_KINDS).map(([value, k]) => ({ value, text: k.name }));

const VAR = /\$\{(\w+)\}/g;

/**
 * Fills a template: each `${name}` with its variable; a line whose variables are all empty is dropped (so optional
 * lines need no conditions), and unknown names count as empty.
 */
export function renderTemplate(template: string, vars: Record<string, string | number | null | undefined>): string {
  const value = (name: string) => {
    const v = vars[name];
    return v === null || v === undefined ? '' : String(v);
  };
  return template
    .split('\n')
    .filter((line) => {
      const names = [...line.matchAll(VAR)].map((m) => m[1]);
      return names.length === 0 || names.some((n) => value(n) !== '');
    })
    .map((line) => line.replace(VAR, (_, n: string) => value(n)))
    .join('\n');
}

/** The variables a template names, in order (an SMS provider's template takes its parameters by position). */
export const templateVariables = (template: string): string[] => [...template.matchAll(VAR)].map((m) => m[1]);

/** Who may send a template's test message (系统管理 › 消息模板 › 发送测试). */
export const MESSAGE_TEMPLATE_TEST_PERM = 'system:messageTemplate:sendTest';

/** `GET /sys/message/noticeKinds`: each notice with its variables and built-in wording. */
export interface NoticeKindInfo extends NoticeKind {
  code: NoticeCode;
}

/** 个人设置 › 新消息通知: which channels besides the bell bring a user their notices. */
export interface NotifyPrefs {
  email: boolean;
  sms: boolean;
}

export const MessageTexts = {
  testSent: (channel: string) => `测试消息已发送（${channel}）`,
  noEmail: '接收人未填写邮箱',
  noPhone: '接收人未绑定手机',
  mailOff: '未配置邮件服务器（SMTP_HOST），不能发送邮件',
  sendFailed: '发送失败，请检查消息通道的配置',
  testJsonInvalid: '测试数据须为 JSON 对象，如 {"contractNo": "HT-001"}',
  receiverUnknown: '接收人不存在或不属于本租户',
  prefsSaved: '通知设置已保存',
} as const;
