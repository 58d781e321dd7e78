import { z } from 'zod';
import { PATTERNS, patternMessage } from './patterns';

/**
 * Reading what clients send, the way the contract's clients expect it: the original server (Java, Jackson) turned
 * a number into the declared text and a numeric text into the declared number, and clients written for it rely
 * on that (the JeecgBoot login sends `checkKey` as a timestamp). Every route reads its body and query through
 * `readInput`, so the rule lives here once; a refusal names the field in Chinese and says what is wrong.
 */
export type InputResult<T> = { ok: true; value: T } | { ok: false; message: string; path: readonly PropertyKey[] };

/** Chinese name of a parameter, by its key; `undefined` when nobody declared one. */
export type LabelOf = (key: string) => string | undefined;

/** A schema's own label: `.meta({ label })`, else its description. */
export function labelMeta(schema: z.core.$ZodType | undefined): string | undefined {
  if (!schema) return undefined;
  const meta = z.globalRegistry.get(schema) as { label?: unknown; description?: unknown } | undefined;
  if (typeof meta?.label === 'string') return meta.label;
  return typeof meta?.description === 'string' ? meta.description : undefined;
}

type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType; valueType?: z.core.$ZodType };
const defOf = (s: z.core.$ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that hold one schema and change nothing about where a value sits. */
function inner(s: z.core.$ZodType): z.core.$ZodType | undefined {
  const d = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success'].includes(d.type)) return d.innerType;
  if (d.type === 'pipe') return d.in;
  return undefined;
}

/** The label declared on the way to `path`: the deepest one wins (a field's own label over its object's). */
export function labelAt(root: z.core.$ZodType, path: readonly PropertyKey[]): string | undefined {
  let node: z.core.$ZodType | undefined = root;
  let label: string | undefined;
  const unwrap = () => {
    for (let guard = 0; node && guard < 16; guard++) {
      label = labelMeta(node) ?? label;
      const next = inner(node);
      if (!next) break;
      node = next;
    }
  };
  unwrap();
  for (const key of path) {
    if (!node) return undefined;
    const d = defOf(node);
    label = undefined;
    if (d.type === 'object' && typeof key === 'string') node = d.shape?.[key];
    else if (d.type === 'array') node = d.element;
    else if (d.type === 'record') node = d.valueType;
    else return undefined;
    unwrap();
  }
  return label;
}

/** The Chinese name used in a message: declared label, else the shared label of the key, else the key itself. */
function nameOf(root: z.core.$ZodType, path: readonly PropertyKey[], labelOf: LabelOf): string {
  const declared = labelAt(root, path);
  if (declared) return declared;
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (key === undefined) return '请求参数';
  return labelOf(key) ?? `参数${key}`;
}

const KIND_OF_TYPE: Record<string, string> = {
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否（true/false）',
  string: '文本',
  array: '列表',
  date: '日期',
};

const originCount = (origin: unknown) => origin === 'array' || origin === 'set';
const originText = (origin: unknown) => origin === 'string';

/** One issue as a sentence naming its field; used as the parse-level error map, so a schema's own message wins. */
export function issueMessage(root: z.core.$ZodType, iss: z.core.$ZodRawIssue, labelOf: LabelOf): string {
  const path = iss.path ?? [];
  const name = nameOf(root, path, labelOf);
  const i = iss as Record<string, unknown>;
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined || iss.input === null) return `请输入${name}`;
      const kind = KIND_OF_TYPE[String(i.expected)];
      return kind ? `${name}应为${kind}` : `${name}格式不正确`;
    }
    case 'too_small': {
      const min = Number(i.minimum);
      if (originText(i.origin)) return min <= 1 ? `请输入${name}` : `${name}最小长度${min}位字符`;
      if (originCount(i.origin)) return `${name}最少选择${min}项`;
      return i.inclusive === false ? `${name}应大于${min}` : `${name}不能小于${min}`;
    }
    case 'too_big': {
      const max = Number(i.maximum);
      if (originText(i.origin)) return `${name}最大长度${max}位字符`;
      if (originCount(i.origin)) return `${name}最多选择${max}项`;
      return i.inclusive === false ? `${name}应小于${max}` : `${name}不能大于${max}`;
    }
    case 'invalid_value':
      return `${name}的值不在可选范围内`;
    case 'unrecognized_keys':
      return `不支持的参数：${(i.keys as string[]).join('、')}`;
    default:
      return `${name}格式不正确`;
  }
}

type Issue = z.core.$ZodIssue;
const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const TRUE_VALUES = new Set<unknown>(['true', 1, '1']);
const FALSE_VALUES = new Set<unknown>(['false', 0, '0']);

/** The value a client meant, for the declared type; `undefined` when nothing fits (the refusal stands). */
export function coerced(expected: string, value: unknown): unknown {
  if (expected === 'string' && typeof value === 'number' && Number.isFinite(value)) {
    // Decimal text, never exponent notation: 1.7e12 (a timestamp) reads 1700000000000.
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  if ((expected === 'number' || expected === 'int') && typeof value === 'string' && NUMERIC_TEXT.test(value)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  if (expected === 'boolean') {
    if (TRUE_VALUES.has(value)) return true;
    if (FALSE_VALUES.has(value)) return false;
  }
  return undefined;
}

/** Type problems a coercion can mend, union branches included, with their full paths. */
function typeIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): { path: PropertyKey[]; expected: string }[] {
  const out: { path: PropertyKey[]; expected: string }[] = [];
  for (const iss of issues) {
    const path = [...prefix, ...iss.path];
    if (iss.code === 'invalid_type') out.push({ path, expected: String(iss.expected) });
    else if (iss.code === 'invalid_union') for (const branch of iss.errors) out.push(...typeIssues(branch, path));
  }
  return out;
}

function isContainer(v: unknown): v is Record<PropertyKey, unknown> {
  return typeof v === 'object' && v !== null;
}

/** A copy of the input with every mendable type problem mended; `undefined` when none could be. */
function mend(input: unknown, issues: readonly Issue[]): unknown {
  const wanted = typeIssues(issues).filter((t) => t.path.length > 0);
  if (!wanted.length) return undefined;
  const copy = structuredClone(input);
  let changed = false;
  for (const { path, expected } of wanted) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = isContainer(parent) ? parent[key] : undefined;
    if (!isContainer(parent)) continue;
    const key = path[path.length - 1]!;
    const value = coerced(expected, parent[key]);
    if (value === undefined) continue;
    parent[key] = value;
    changed = true;
  }
  return changed ? copy : undefined;
}

/** Mending rounds: each round mends every problem zod reported; nested unions may reveal more in the next. */
const ROUNDS = 4;

/**
 * Parses request data: coerces numbers, numeric texts and booleans into the declared type, refuses the rest with
 * the first problem as a Chinese sentence naming the field (`labelOf` names keys nobody labelled in the schema).
 */
export function readInput<S extends z.ZodType>(schema: S, data: unknown, labelOf: LabelOf = () => undefined): InputResult<z.output<S>> {
  let input: unknown = data ?? {};
  const error = (iss: z.core.$ZodRawIssue) => issueMessage(schema, iss, labelOf);
  for (let round = 0; ; round++) {
    const r = schema.safeParse(input, { error });
    if (r.success) return { ok: true, value: r.data };
    const next = round < ROUNDS ? mend(input, r.error.issues) : undefined;
    if (next === undefined) return { ok: false, message: r.error.issues[0]?.message || '请求参数错误', path: r.error.issues[0]?.path ?? [] };
    input = next;
  }
}

/**
 * A code field of a hand-written request (report code, permission code…): required, at most `max` characters,
 * the shared code pattern, each refusal naming the field.
 */
export function codeText(label: string, max: number, pattern: 'code' | 'permissionCodes' = 'code') {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `请输入${label}` : `${label}应为文本`) })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最大长度${max}位字符`)
    .regex(PATTERNS[pattern].pattern, patternMessage(pattern, label))
    .meta({ label });
}
