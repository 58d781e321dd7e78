import { PARAM_LABELS } from '../validation/paramLabels';
import { ALL_ENTITIES } from './all';

/** Labels every declaration agrees on; a name two entities label differently is left to PARAM_LABELS. */
function agreedLabels(): Map<string, string> {
  const seen = new Map<string, string | null>();
  for (const meta of ALL_ENTITIES) {
    for (const f of meta.fields) {
      const before = seen.get(f.name);
      seen.set(f.name, before === undefined || before === f.label ? f.label : null);
    }
  }
  return new Map([...seen].filter((e): e is [string, string] => e[1] !== null));
}

let agreed: Map<string, string> | undefined;

/** The Chinese name of a request parameter: the table of hand-written parameters, else the declarations'. */
export function requestLabel(key: string): string | undefined {
  if (Object.hasOwn(PARAM_LABELS, key)) return PARAM_LABELS[key];
  agreed ??= agreedLabels();
  return agreed.get(key);
}
