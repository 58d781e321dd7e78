import {
  onlineFormMeta,
  onlineTable,
  parseFieldConfig,
  type EntityMeta,
  type OnlineFormConfig,
  type OnlineFormHead,
  type OnlineListStyle,
} from '@meiyun/shared';

/** A 附表 as its lists need it: its declaration and the field holding the master row's id. */
export interface SubForm {
  head: OnlineFormHead;
  meta: EntityMeta;
  foreignKey: string;
}

/** A form ready to list: its declaration, the style it shows in and its 附表 (only with a style showing them). */
export interface ReadyForm {
  kind: 'ready';
  head: OnlineFormHead;
  meta: EntityMeta;
  style: OnlineListStyle;
  subs: SubForm[];
}

export type FormView = ReadyForm | { kind: 'error'; message: string };

/** Why a form cannot be shown (its table is no longer registered, its stored fields are broken), or its declaration. */
function metaOf(head: OnlineFormHead): EntityMeta | string {
  if (!onlineTable(head.tableName)) return `表单${head.tableTxt}的数据表${head.tableName}不存在`;
  const fields = parseFieldConfig(head.fieldConfig);
  if (typeof fields === 'string') return `表单${head.tableTxt}：${fields}`;
  return onlineFormMeta(head) ?? `表单${head.tableTxt}无法显示`;
}

/**
 * How a form's list shows: its declaration, its 附表 and the style. A style that has nothing to show by (a tree over
 * a table without a tree, a master whose 附表 were all deleted since) falls back to the plain list.
 */
export function formView(config: OnlineFormConfig): FormView {
  const meta = metaOf(config.head);
  if (typeof meta === 'string') return { kind: 'error', message: meta };
  const subs: SubForm[] = [];
  for (const head of config.subs) {
    const subMeta = metaOf(head);
    if (typeof subMeta === 'string') return { kind: 'error', message: subMeta };
    if (!head.foreignKey) return { kind: 'error', message: `附表${head.tableTxt}未设置关联字段` };
    subs.push({ head, meta: subMeta, foreignKey: head.foreignKey });
  }
  const wanted = config.head.listStyle;
  const needsSubs = wanted === 'erp' || wanted === 'tab' || wanted === 'innerTable';
  const style: OnlineListStyle = (needsSubs && subs.length === 0) || (wanted === 'tree' && !meta.tree) ? 'normal' : wanted;
  return { kind: 'ready', head: config.head, meta, style, subs: needsSubs ? subs : [] };
}
