/** Dialog widths and page sizes of product-spec §9 for the pickers. */
export const PICKER_WIDTH = 1200;
export const DEPART_USER_PICKER_WIDTH = 1250;
export const USER_PICKER_WIDTH = 720;
export const BUSINESS_SELECT_WIDTH = 900;
export const REPORT_POPUP_WIDTH = 1200;
export const PICKER_PAGE_SIZES = ['10', '20', '30'];
export const BUSINESS_PAGE_SIZES = ['5', '10', '20', '30'];
export const POPUP_SCROLL_Y = 280;
export const BUSINESS_SCROLL_Y = 240;
/** A composite row key (several columns joined) is cut to this length. */
export const ROW_KEY_MAX = 50;

export const MSG_ONLY_ONE = '只能选择一条记录';
export const MSG_PICK_ONE = '请选择一条记录';
export const MSG_MPOPUP_CONFIG = 'mpopup参数未正确配置!';
export const MSG_POPUP_CONFIG = 'popup参数未正确配置!';
export const MSG_POPUP_COUNT = 'popup参数未正确配置,原始值和目标值数量不一致!';

/** Splits a stored comma-joined value (or another separator) into its parts, empty parts dropped. */
export function splitValue(value: string | null | undefined, spliter = ','): string[] {
  return (value ?? '').split(spliter).map((s) => s.trim()).filter(Boolean);
}

/**
 * The key of a row: its `rowKey` column, or the values of several columns joined with `|` and cut to 50 characters
 * (rows of a table without a single id column still need a stable, bounded React key).
 */
export function rowKeyOf(row: Record<string, unknown>, keys: string | string[]): string {
  const list = Array.isArray(keys) ? keys : keys.split(',').map((k) => k.trim()).filter(Boolean);
  const key = list.length === 1 ? String(row[list[0]] ?? '') : list.map((k) => String(row[k] ?? '')).join('|');
  return key.slice(0, ROW_KEY_MAX);
}

/**
 * A prop given as a JSON string (conditions, columns, query columns): the parsed value, or the error text the
 * component shows, naming the prop.
 */
export function parseJsonProp<T = unknown>(component: string, prop: string, value: unknown, kind: 'object' | 'array'): { value?: T; error?: string } {
  if (value === undefined || value === null || value === '') return { value: (kind === 'array' ? [] : {}) as T };
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  const fits = kind === 'array' ? Array.isArray(parsed) : !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
  return fits ? { value: parsed as T } : { error: `组件${component}-${prop}传值有误，需要一个json字符串!` };
}

/** What a confirm does with the rows chosen: a warning, or nothing to say. */
export function confirmWarning(count: number, multi: boolean): string | null {
  if (count === 0) return MSG_PICK_ONE;
  if (!multi && count > 1) return MSG_ONLY_ONE;
  return null;
}

export interface MpopupProps {
  /** The registered table rows are listed from (the "form dictionary"). */
  tableName?: string;
  /** Shown columns. */
  columns?: { field: string; title: string }[] | string;
  /** Tree mode: `table,text,code` of the left tree. */
  treeDict?: string;
}

/** The popup record picker needs its table and its shown columns, and its tree dictionary in tree mode. */
export function checkMpopupProps(p: MpopupProps, treeMode: boolean): string | null {
  const cols = typeof p.columns === 'string' ? parseJsonProp<unknown[]>('JPopup', 'columns', p.columns, 'array').value : p.columns;
  if (!p.tableName?.trim() || !cols?.length) return MSG_MPOPUP_CONFIG;
  if (treeMode && splitValue(p.treeDict).length !== 3) return MSG_MPOPUP_CONFIG;
  return null;
}

export interface PopupSelectConfig {
  /** The report code. */
  code?: string;
  /** The form field that shows the text (defaults to the first destination field). */
  field?: string;
  /** Report columns, comma-joined, copied to `destFields` in order. */
  orgFields?: string;
  destFields?: string;
  multi?: boolean;
  /** Joins the values of several rows; default ','. */
  spliter?: string;
  groupId?: string;
}

/** The popup selector maps report columns to form fields one to one. */
export function checkPopupConfig(c: PopupSelectConfig): string | null {
  const org = splitValue(c.orgFields);
  const dest = splitValue(c.destFields);
  if (!c.code?.trim() || !org.length || !dest.length) return MSG_POPUP_CONFIG;
  if (org.length !== dest.length) return MSG_POPUP_COUNT;
  return null;
}

/** The form values a popup selection writes: each destination field gets its column's values joined. */
export function popupFieldValues(c: PopupSelectConfig, rows: Record<string, unknown>[]): Record<string, string> {
  const org = splitValue(c.orgFields);
  const dest = splitValue(c.destFields);
  const out: Record<string, string> = {};
  dest.forEach((d, i) => {
    out[d] = rows.map((r) => (r[org[i]] === null || r[org[i]] === undefined ? '' : String(r[org[i]]))).join(c.spliter || ',');
  });
  return out;
}
