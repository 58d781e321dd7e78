/** The query operators of §5 "Input with operators", as the list-query syntax reads them. */
export type QueryOperator = 'eq' | 'like' | 'ne' | 'ge' | 'le';

/** The value sent for `text` under `type`: like `*text*`, ne `!text`, ge `>=text`, le `<=text`. */
export function withOperator(text: string, type: QueryOperator, trim = false): string {
  const v = trim ? text.trim() : text;
  if (v === '') return '';
  switch (type) {
    case 'like':
      return `*${v}*`;
    case 'ne':
      return `!${v}`;
    case 'ge':
      return `>=${v}`;
    case 'le':
      return `<=${v}`;
    default:
      return v;
  }
}

/** The text a user sees for a value carrying its operator: the operator stripped. */
export function withoutOperator(value: string | null | undefined, type: QueryOperator): string {
  const v = value ?? '';
  switch (type) {
    case 'like':
      return v.replace(/^\*/, '').replace(/\*$/, '');
    case 'ne':
      return v.replace(/^!/, '');
    case 'ge':
      return v.replace(/^>=/, '');
    case 'le':
      return v.replace(/^<=/, '');
    default:
      return v;
  }
}
