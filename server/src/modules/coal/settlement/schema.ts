import { z } from 'zod';
import { SettlementServerTexts } from '@meiyun/shared';

const id = z.string('id不能为空').min(1, 'id不能为空').max(64, 'id过长');
const remark = z.string('备注格式不正确').max(500, '备注最多500个字符').nullish();
const rev = z.number('版本号格式不正确').int('版本号格式不正确');

/**
 * The bodies of `/coal/settlement/*`. The period and the other deductions are passed on as they came: the shared
 * checks (checkSettlementPeriod, checkOtherDeductions) give the messages the form shows too.
 */
export const draftSchema = z.object({ contractId: z.string('请选择合同').min(1, '请选择合同').max(64, '合同格式不正确'), from: z.unknown().optional(), to: z.unknown().optional(), otherDeductions: z.unknown().optional(), remark });
export const editSchema = z.object({ id, rev: z.number(SettlementServerTexts.revRequired).int(SettlementServerTexts.revRequired), otherDeductions: z.unknown().optional(), remark });
export const actionSchema = z.object({ id, rev: rev.nullish(), remark });
export const rejectSchema = z.object({ id, rev: rev.nullish(), remark: z.string(SettlementServerTexts.remarkRequired).trim().min(1, SettlementServerTexts.remarkRequired).max(500, '驳回原因最多500个字符') });
export const voidSchema = z.object({ id, rev: rev.nullish(), reason: z.string(SettlementServerTexts.reasonRequired).trim().min(1, SettlementServerTexts.reasonRequired).max(500, '作废原因最多500个字符') });
export const idQuerySchema = z.object({ id });
