import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHECK_RULE_CHAR_CLASSES, PATTERNS, type CheckRuleItem } from '@meiyun/shared';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';

export const MAX_REGEX_LENGTH = 200;

const KIND_OPTIONS = [
  { value: 'pattern', label: '常用规则' },
  { value: 'regex', label: '正则表达式' },
  { value: 'length', label: '长度' },
  { value: 'chars', label: '字符类型' },
];
const PATTERN_OPTIONS = Object.entries(PATTERNS).map(([value, p]) => ({ value, label: `${value}（${p.message}）` }));
const CHAR_OPTIONS = Object.entries(CHECK_RULE_CHAR_CLASSES).map(([value, label]) => ({ value, label: `只能是${label}` }));

const fresh = (kind: CheckRuleItem['kind']): CheckRuleItem =>
  kind === 'pattern' ? { kind, pattern: 'letterDigit20' } : kind === 'regex' ? { kind, regex: '', message: '' } : kind === 'length' ? { kind, min: 1, max: 50, message: '' } : { kind, chars: 'letterDigits', message: '' };

/** What is wrong with a typed regular expression, the way the server will judge its syntax and length. */
export function regexProblem(src: string): string | undefined {
  if (!src) return '请输入正则表达式';
  if (src.length > MAX_REGEX_LENGTH) return `正则表达式不能超过${MAX_REGEX_LENGTH}个字符`;
  try {
    new RegExp(src, 'u');
  } catch {
    return '正则表达式格式不正确';
  }
  return undefined;
}

export function parseItemsJson(value: unknown): CheckRuleItem[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const v = JSON.parse(value);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** The items of a check rule, each a row: kind, its settings, and the message shown when a value fails it. */
export function CheckRuleItemsEditor({ value, onChange, disabled }: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  const items = parseItemsJson(value);
  const emit = (next: CheckRuleItem[]) => onChange?.(JSON.stringify(next));
  const set = (i: number, item: CheckRuleItem) => emit(items.map((it, j) => (j === i ? item : it)));

  return (
    <div className="check-rule-items">
      {items.map((it, i) => {
        const problem = it.kind === 'regex' ? regexProblem(it.regex) : undefined;
        return (
          <div key={i} style={{ marginBottom: 8 }} data-testid={`check-rule-item-${i}`}>
            <Space wrap style={{ display: 'flex' }}>
              <Select style={{ width: 120 }} value={it.kind} options={KIND_OPTIONS} disabled={disabled} onChange={(k) => set(i, fresh(k))} aria-label="规则类型" />
              {it.kind === 'pattern' && <Select style={{ width: 300 }} value={it.pattern} options={PATTERN_OPTIONS} showSearch={{ optionFilterProp: 'label' }} disabled={disabled} onChange={(pattern) => set(i, { ...it, pattern })} aria-label="常用规则" />}
              {it.kind === 'regex' && <Input style={{ width: 300 }} value={it.regex} maxLength={MAX_REGEX_LENGTH + 1} placeholder="如 ^[A-Z]{2}\d{6}$" status={problem ? 'error' : undefined} disabled={disabled} onChange={(e) => set(i, { ...it, regex: e.target.value })} aria-label="正则表达式" />}
              {it.kind === 'length' && (
                <>
                  <InputNumber style={{ width: 110 }} min={0} max={500} precision={0} value={it.min} placeholder="最少" disabled={disabled} onChange={(v) => set(i, { ...it, min: v ?? undefined })} aria-label="最少字符" />
                  <span>至</span>
                  <InputNumber style={{ width: 110 }} min={1} max={500} precision={0} value={it.max} placeholder="最多" disabled={disabled} onChange={(v) => set(i, { ...it, max: v ?? undefined })} aria-label="最多字符" />
                </>
              )}
              {it.kind === 'chars' && <Select style={{ width: 200 }} value={it.chars} options={CHAR_OPTIONS} disabled={disabled} onChange={(chars) => set(i, { ...it, chars })} aria-label="字符类型" />}
              <Input
                style={{ width: 220 }}
                value={it.message ?? ''}
                maxLength={100}
                placeholder={it.kind === 'pattern' ? '提示信息（默认用规则自带）' : '校验不通过时的提示信息'}
                disabled={disabled}
                onChange={(e) => set(i, { ...it, message: e.target.value || (it.kind === 'pattern' ? undefined : '') } as CheckRuleItem)}
                aria-label="提示信息"
              />
              {!disabled && <Button type="text" danger icon={<DeleteOutlined />} onClick={() => emit(items.filter((_, j) => j !== i))} aria-label="删除该条规则" />}
            </Space>
            {problem && it.kind === 'regex' && it.regex && <Typography.Text type="danger">{problem}</Typography.Text>}
          </div>
        );
      })}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => emit([...items, fresh('regex')])} disabled={items.length >= 20}>
          添加规则
        </Button>
      )}
    </div>
  );
}
