import { z } from 'zod';
import { PATTERNS, patternMessage } from '@meiyun/shared';
import { DATA_RULE_CONDITIONS } from '../../../core/query/data-rules';
import { blankToNull, idList, idString, optBool, optText } from '../admin-shared/input';

const menuType = z.coerce.number({ error: '菜单类型不正确' }).int().min(0, '菜单类型不正确').max(2, '菜单类型不正确');

export const menuInputSchema = z.object({
  id: z.string().max(64).optional(),
  menuType,
  name: z.string({ error: '请输入菜单名称' }).trim().min(1, '请输入菜单名称').max(100, '菜单名称不能超过100个字符'),
  parentId: z.preprocess(blankToNull, z.string().max(64).nullable().optional()),
  url: optText(500, '菜单路径不能超过500个字符'),
  component: optText(255, '前端组件不能超过255个字符'),
  componentName: optText(100, '组件名称不能超过100个字符'),
  redirect: optText(500, '默认跳转地址不能超过500个字符'),
  icon: optText(100, '图标不能超过100个字符'),
  perms: z.preprocess(
    blankToNull,
    z.string().trim().max(255, '授权标识不能超过255个字符').regex(PATTERNS.permissionCodes.pattern, patternMessage('permissionCodes', '授权标识')).nullable().optional(),
  ),
  permsType: z.preprocess(blankToNull, z.enum(['1', '2'], { error: '授权策略不正确' }).nullable().optional()),
  sortNo: z.preprocess(blankToNull, z.coerce.number({ error: '排序不正确' }).min(-1e6, '排序不正确').max(1e6, '排序不正确').nullable().optional()),
  isRoute: optBool,
  keepAlive: optBool,
  hidden: optBool,
  hideTab: optBool,
  alwaysShow: optBool,
  internalOrExternal: optBool,
  description: optText(500, '描述不能超过500个字符'),
  status: z.preprocess(blankToNull, z.enum(['0', '1'], { error: '状态不正确' }).nullable().optional()),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

export const menuEditSchema = menuInputSchema.extend({ id: idString() });

export const parentIdQuery = z.object({ parentId: idString('parentId不能为空') });
export const parentIdsQuery = z.object({ parentIds: idList().refine((a) => a.length > 0 && a.length <= 500, 'parentIds不能为空') });

/** Grants: the full wanted set. `lastpermissionIds` is accepted for compatibility; the stored set is the truth. */
export const saveRolePermissionSchema = z.object({
  roleId: idString('roleId不能为空'),
  permissionIds: idList(),
  lastpermissionIds: z.unknown().optional(),
});
export const saveDepartPermissionSchema = z.object({
  departId: idString('departId不能为空'),
  permissionIds: idList(),
  lastpermissionIds: z.unknown().optional(),
});


export const ruleInputSchema = z.object({
  permissionId: idString('permissionId不能为空'),
  ruleName: z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(100, '规则名称不能超过100个字符'),
  ruleColumn: z
    .string({ error: '请输入规则字段' })
    .trim()
    .min(1, '请输入规则字段')
    .max(64, '规则字段不能超过64个字符')
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '规则字段只能是字母、数字和下划线组成的字段名'),
  ruleConditions: z.enum(DATA_RULE_CONDITIONS, { error: '条件规则不正确，不支持SQL规则' }),
  ruleValue: z
    .string({ error: '请输入规则值' })
    .trim()
    .min(1, '请输入规则值')
    .max(500, '规则值不能超过500个字符')
    // A value is data, never SQL: a system variable #{...} or plain text without statement characters.
    .refine((v) => !/[;'"`\\]|--|\/\*/.test(v), '规则值不能包含SQL语句或特殊字符'),
  status: z.preprocess(blankToNull, z.enum(['0', '1'], { error: '状态不正确' }).nullable().optional()),
});
export const ruleEditSchema = ruleInputSchema.extend({ id: idString() });

export const ruleQuerySchema = z.object({
  permissionId: idString('permissionId不能为空'),
  ruleName: z.string().max(100).optional(),
  ruleColumn: z.string().max(64).optional(),
});

export const saveDataRuleSchema = z.object({
  permissionId: idString('permissionId不能为空'),
  roleId: idString('roleId不能为空'),
  dataRuleIds: idList(),
});

export const departIdQuery = z.object({ departId: idString('departId不能为空') });
export const roleIdQuery = z.object({ roleId: idString('roleId不能为空') });
