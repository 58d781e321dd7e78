import type { FieldMeta, FormWidget } from '@meiyun/shared';

/** The editor a field gets in the generic dialog: its declared widget, else one that fits its type and dictionary. */
export function widgetOf(field: FieldMeta): FormWidget {
  const declared = field.form ? field.form.widget : undefined;
  if (declared) return declared;
  if (field.dict) return field.multi ? 'list_multi' : 'select';
  switch (field.type) {
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'int':
    case 'decimal':
      return 'inputNumber';
    case 'text':
      return 'textarea';
    case 'boolean':
      return 'switch';
    default:
      return 'input';
  }
}

/** Widgets the user picks from rather than types into: their required message says 请选择. */
const PICKED: ReadonlySet<FormWidget> = new Set([
  'select',
  'radio',
  'checkbox',
  'list_multi',
  'sel_search',
  'date',
  'datetime',
  'switch',
  'sel_depart',
  'sel_depart_tree',
  'sel_user',
  'upload',
  'image',
]);

export const isPicked = (widget: FormWidget) => PICKED.has(widget);

/** Widgets whose form value is a list (comma-joined on the wire). */
const LISTED: ReadonlySet<FormWidget> = new Set(['list_multi', 'checkbox', 'sel_depart_tree']);

export const isListValued = (field: FieldMeta) => LISTED.has(widgetOf(field));
