/** The message of §5 when a tree select's `condition` is not a JSON object; the server refuses with it too. */
export const TREE_CONDITION_MESSAGE = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

export type TreeCondition = Record<string, string | number | boolean>;

/**
 * A tree select's `condition`: a JSON object of field → value, meaning equality on each field. Empty input means
 * no condition; anything else that is not such an object (an array, a nested value, broken JSON) is null.
 */
export function parseTreeCondition(input: string | undefined | null): TreeCondition | null {
  if (input === undefined || input === null || input.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  for (const v of Object.values(parsed)) {
    if (!['string', 'number', 'boolean'].includes(typeof v)) return null;
  }
  return parsed as TreeCondition;
}
