import type { EntityMeta, FieldMeta } from './entity/meta';
import { ALL_ENTITIES } from './entities/all';

/**
 * Online forms (在线表单, docs/online-forms.md): a form is an administrator's view of a registered table — the
 * fields it lists, queries and edits, their labels and order, and a list style. Both sides read it: the server
 * checks a form before storing it, the web derives the list kit's declaration from it.
 */

/** 1 单表, 2 主表 (with 附表 shown by its list style), 3 附表 (a master's rows, by `foreignKey`). */
export type OnlineFormType = '1' | '2' | '3';
export const ONLINE_LIST_STYLES = ['normal', 'tree', 'erp', 'tab', 'innerTable'] as const;
export type OnlineListStyle = (typeof ONLINE_LIST_STYLES)[number];

export const ONLINE_FORM_TYPE_TEXT: Record<OnlineFormType, string> = { '1': '单表', '2': '主表', '3': '附表' };
export const ONLINE_LIST_STYLE_TEXT: Record<OnlineListStyle, string> = {
  normal: '普通列表',
  tree: '树列表',
  erp: 'ERP列表',
  tab: 'Tab列表',
  innerTable: '内嵌子表列表',
};

/** Where a form's list opens: `${ONLINE_FORM_PATH}/<code>` (a menu item of that address with the auto-list screen). */
export const ONLINE_FORM_PATH = '/online/cgformList';

/** One field of a form, in display order. */
export interface OnlineFieldConfig {
  name: string;
  /** The form's label; the table's own when empty. */
  label?: string;
  list: boolean;
  query: boolean;
  form: boolean;
}

/** A form as its list needs it (`GET /online/cgform/api/getFormConfig/{code}`). */
export interface OnlineFormHead {
  id: string;
  code: string;
  tableTxt: string;
  tableName: string;
  formType: OnlineFormType;
  listStyle: OnlineListStyle;
  subTables: string | null;
  foreignKey: string | null;
  fieldConfig: string;
}

export interface OnlineFormConfig {
  head: OnlineFormHead;
  /** The 附表 of a 主表, in the order the head names them. */
  subs: OnlineFormHead[];
}

/**
 * Tables a form may be made over: every declared entity but the forms themselves. Worked out on first use, so that
 * the app shell, which imports this package for its constants, does not carry every declaration.
 */
export function onlineTables(): readonly EntityMeta[] {
  return ALL_ENTITIES.filter((m) => m.name !== 'onlCgformHead');
}
let tables: Map<string, EntityMeta> | undefined;
export function onlineTable(name: string): EntityMeta | undefined {
  tables ??= new Map(onlineTables().map((m) => [m.name, m]));
  return tables.get(name);
}

/** Fields a form may show: the table's, but never a secret one. */
export const offeredFields = (meta: EntityMeta): FieldMeta[] => meta.fields.filter((f) => !f.secret);

/** A field a new record cannot do without: the form keeps it in the dialog whatever the configuration says. */
export const formNeeds = (f: FieldMeta) => Boolean(f.required) && !f.readonly && f.form !== false && f.defaultValue === undefined;

/** A table's fields as a new form starts: its listed fields listed, its query fields queried, its form fields edited. */
export function defaultFieldConfig(meta: EntityMeta): OnlineFieldConfig[] {
  return offeredFields(meta).map((f) => ({
    name: f.name,
    list: f.list !== false && (f.list !== undefined || f.type !== 'text'),
    query: Boolean(f.query),
    form: f.form !== false && !f.readonly,
  }));
}

/** The stored JSON, or a Chinese message of what is wrong with it. */
export function parseFieldConfig(text: string): OnlineFieldConfig[] | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return '字段配置不是有效的JSON';
  }
  if (!Array.isArray(raw) || raw.length === 0) return '请至少配置一个字段';
  const out: OnlineFieldConfig[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) return '字段配置格式不正确';
    const { name, label, list, query, form } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name) return '字段配置缺少字段名';
    if (label !== undefined && label !== null && (typeof label !== 'string' || label.length > 50)) return `字段${name}的显示名称不能超过50个字符`;
    out.push({ name, label: typeof label === 'string' && label.trim() ? label.trim() : undefined, list: list === true, query: query === true, form: form === true });
  }
  return out;
}

/** The form's head as stored, as far as the checks below need it. */
export type OnlineFormDraft = Pick<OnlineFormHead, 'tableName' | 'formType' | 'listStyle' | 'subTables' | 'foreignKey' | 'fieldConfig'>;

/** Why a form cannot be stored, or undefined; `subs` are the heads its 附表 codes name (missing ones absent). */
export function onlineFormProblem(form: OnlineFormDraft, subs: ReadonlyMap<string, Pick<OnlineFormHead, 'formType' | 'tableName' | 'foreignKey'>>): string | undefined {
  const table = onlineTable(form.tableName);
  if (!table) return `数据表${form.tableName}不存在`;
  if (!(['1', '2', '3'] as string[]).includes(form.formType)) return '表类型不正确';
  if (!(ONLINE_LIST_STYLES as readonly string[]).includes(form.listStyle)) return '列表风格不正确';
  const fields = parseFieldConfig(form.fieldConfig);
  if (typeof fields === 'string') return fields;
  const offered = new Map(offeredFields(table).map((f) => [f.name, f]));
  const seen = new Set<string>();
  for (const c of fields) {
    if (!offered.has(c.name)) return `数据表${table.title}没有字段${c.name}`;
    if (seen.has(c.name)) return `字段${c.name}重复`;
    seen.add(c.name);
  }
  if (!fields.some((c) => c.list)) return '请至少选择一个列表字段';
  if (form.listStyle === 'tree' && !table.tree) return `数据表${table.title}不是树形结构，不能用树列表`;
  if (form.formType === '3') {
    const fk = form.foreignKey ? offered.get(form.foreignKey) : undefined;
    if (!fk) return '请选择附表的关联字段';
    if (fk.type !== 'string') return '关联字段须为文本字段';
  }
  const codes = splitCodes(form.subTables);
  if (form.formType === '2') {
    if (codes.length === 0) return '主表请至少选择一个附表';
    if (!['erp', 'tab', 'innerTable'].includes(form.listStyle)) return '主表的列表风格须为ERP列表、Tab列表或内嵌子表列表';
    for (const code of codes) {
      const sub = subs.get(code);
      if (!sub) return `附表${code}不存在`;
      if (sub.formType !== '3' || !sub.foreignKey) return `表单${code}不是附表`;
    }
  } else if (['erp', 'tab', 'innerTable'].includes(form.listStyle)) return '只有主表可用ERP列表、Tab列表或内嵌子表列表';
  return undefined;
}

/** A comma-joined list of form codes as its codes. */
export const splitCodes = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The list kit's declaration of a form: the table's, with the form's fields in its order and labels, listed,
 * queried and edited as configured. Fields the form leaves out stay in the declaration unseen (a record's other
 * values are kept on edit), and a field a new record needs stays in the dialog.
 */
export function onlineFormMeta(head: Pick<OnlineFormHead, 'tableName' | 'fieldConfig'>): EntityMeta | undefined {
  const table = onlineTable(head.tableName);
  const config = parseFieldConfig(head.fieldConfig);
  if (!table || typeof config === 'string') return undefined;
  const byName = new Map(offeredFields(table).map((f) => [f.name, f]));
  const chosen = config.filter((c) => byName.has(c.name));
  const named = new Set(chosen.map((c) => c.name));
  const fields: FieldMeta[] = chosen.map((c) => {
    const f = byName.get(c.name)!;
    return {
      ...f,
      label: c.label ?? f.label,
      list: c.list ? (typeof f.list === 'object' ? f.list : true) : false,
      query: c.query ? (f.query ?? (['int', 'decimal', 'date', 'datetime'].includes(f.type) ? 'range' : true)) : false,
      form: c.form || formNeeds(f) ? f.form : false,
    };
  });
  for (const f of table.fields) {
    if (named.has(f.name) || f.secret) continue;
    fields.push({ ...f, list: false, query: false, exportable: false, form: formNeeds(f) ? f.form : false });
  }
  return { ...table, fields };
}
