import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, isInForm, normalizeByRules, type EntityMeta, type FieldMeta } from '@meiyun/shared';
import { isListValued, widgetOf } from './formWidget';

/**
 * Records ↔ form values. Dictionary values are compared as strings by the selects (the dictionary answers '1'
 * while an int column answers 1); dates are dayjs in the pickers and texts on the wire; multi-value fields are
 * comma-joined on the wire and lists in the form.
 */
export type FormValues = Record<string, unknown>;

export const formFields = (meta: EntityMeta) => meta.fields.filter(isInForm);

function toFormValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const widget = widgetOf(field);
  if (widget === 'date' || widget === 'datetime') {
    const d = dayjs(String(value));
    return d.isValid() ? d : undefined;
  }
  if (isListValued(field)) return String(value).split(',').filter(Boolean);
  if (widget === 'switch') return value;
  if (field.dict) return String(value);
  // A decimal's editor holds exact digits as text (stringMode): a declared default like 0.13 becomes "0.13".
  if (field.type === 'decimal' && typeof value === 'number') return String(value);
  return value;
}

function fromFormValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value === null) return null;
  const widget = widgetOf(field);
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(widget === 'datetime' || field.type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT);
  if (Array.isArray(value)) return value.join(',');
  if ((field.type === 'int' || field.type === 'decimal') && typeof value === 'string') {
    // Decimals stay texts so no float ever rounds money; ints become numbers.
    return field.type === 'int' ? Number(value) : value;
  }
  // Sent in the form the server stores (a plate upper-case, an account without spaces), as the server would make it.
  if (typeof value === 'string') return normalizeByRules(field.rules, value.trim());
  return value;
}

/** A record's values for the dialog; without a record (add), the declared default values. */
export function toFormValues(meta: EntityMeta, record: Record<string, unknown> | null | undefined): FormValues {
  const out: FormValues = {};
  for (const field of formFields(meta)) out[field.name] = toFormValue(field, record ? record[field.name] : field.defaultValue);
  return out;
}

/**
 * Form values → the request body: declared form fields only; on add, empty fields are left out; on edit, add-only
 * fields are left out (they are read-only there), empty ones sent as null, and the id is carried.
 */
export function fromFormValues(meta: EntityMeta, values: FormValues, mode: 'add' | 'edit', id?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields(meta)) {
    if (mode === 'edit' && field.form && field.form.addOnly) continue;
    if (!(field.name in values)) continue;
    const value = fromFormValue(field, values[field.name]);
    // A new record leaves empty fields out so the server's defaults apply; an edit sends null to clear one.
    if (mode === 'add' && value === null) continue;
    body[field.name] = value;
  }
  if (mode === 'edit' && id) body.id = id;
  return body;
}

/** Switch values: an int column stores 1/0, a text column Y/N (§9 switch Y/N). */
export function switchValues(field: FieldMeta): [on: unknown, off: unknown] {
  return field.type === 'int' ? [1, 0] : field.type === 'boolean' ? [true, false] : ['Y', 'N'];
}
