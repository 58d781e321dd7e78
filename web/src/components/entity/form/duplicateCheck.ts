import { duplicateCheckTable, type EntityMeta, type FieldMeta } from '@meiyun/shared';
import { getAction } from '../../../lib/http';

/**
 * Unique fields are checked as the user types with `GET /sys/duplicate/check` (§7): tableName is the entity's
 * registered table name (`duplicateCheckTable`; the server answers only for bound entities), the check is skipped
 * for an empty value,
 * and typing is debounced so one check goes out per pause.
 */
export const DUPLICATE_DEBOUNCE_MS = 300;

export interface DuplicateQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

/** Resolves null when the value is free, else the server's message. */
export type DuplicateChecker = (query: DuplicateQuery) => Promise<string | null>;

export const checkDuplicateOnServer: DuplicateChecker = async (query) => {
  const params: Record<string, string> = { tableName: query.tableName, fieldName: query.fieldName, fieldVal: query.fieldVal };
  if (query.dataId) params.dataId = query.dataId;
  const env = await getAction('/sys/duplicate/check', params);
  return env.success ? null : env.message || '该值不可用，系统中已存在！';
};

/**
 * An antd validator for one unique field. A call superseded by newer typing resolves quietly (antd keeps only
 * the latest validation of a field); only the last value of a pause is sent.
 */
export function uniqueValidator(
  meta: Pick<EntityMeta, 'name' | 'tableName'>,
  field: Pick<FieldMeta, 'name'>,
  dataId: () => string | undefined,
  check: DuplicateChecker = checkDuplicateOnServer,
  delayMs: number = DUPLICATE_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settlePending: (() => void) | undefined;
  return (_rule: unknown, value: unknown): Promise<void> => {
    if (timer) clearTimeout(timer);
    settlePending?.();
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      settlePending = resolve;
      timer = setTimeout(() => {
        settlePending = undefined;
        check({ tableName: duplicateCheckTable(meta), fieldName: field.name, fieldVal: text, dataId: dataId() }).then(
          (problem) => (problem ? reject(new Error(problem)) : resolve()),
          // A failed call must not block saving; the server checks uniqueness again on add and edit.
          () => resolve(),
        );
      }, delayMs);
    });
  };
}
