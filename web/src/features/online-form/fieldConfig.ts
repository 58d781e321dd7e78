import { defaultFieldConfig, formNeeds, offeredFields, parseFieldConfig, type EntityMeta, type OnlineFieldConfig } from '@meiyun/shared';

/**
 * A form's stored field configuration brought up to its table's fields: the stored order and switches first (fields
 * the table no longer has dropped), then the table's newer fields, unseen; a new form starts with the table's own.
 */
export function fieldRows(table: EntityMeta, stored: string | undefined): OnlineFieldConfig[] {
  const parsed = stored ? parseFieldConfig(stored) : 'empty';
  if (typeof parsed === 'string') return defaultFieldConfig(table);
  const offered = new Map(offeredFields(table).map((f) => [f.name, f]));
  const kept = parsed.filter((c) => offered.has(c.name));
  if (kept.length === 0) return defaultFieldConfig(table);
  const named = new Set(kept.map((c) => c.name));
  const newer = offeredFields(table)
    .filter((f) => !named.has(f.name))
    .map((f) => ({ name: f.name, list: false, query: false, form: formNeeds(f) }));
  return [...kept, ...newer].map((c) => (formNeeds(offered.get(c.name)!) ? { ...c, form: true } : c));
}

/** The rows as stored: labels equal to the table's own are not kept, so a renamed field follows its table. */
export function storedConfig(table: EntityMeta, rows: OnlineFieldConfig[]): string {
  const labels = new Map(table.fields.map((f) => [f.name, f.label]));
  return JSON.stringify(rows.map(({ name, label, list, query, form }) => ({ name, ...(label && label !== labels.get(name) ? { label } : {}), list, query, form })));
}

/** Moves one row up (-1) or down (+1). */
export function moveRow<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  const next = rows.slice();
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
