import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FILL_RULE_DATE_PATTERNS, FILL_RULE_RESETS, renderFillRule, type FillRulePart } from '@meiyun/shared';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';

const TYPE_OPTIONS = [
  { value: 'text', label: '固定文本' },
  { value: 'date', label: '日期' },
  { value: 'seq', label: '流水号' },
];
const RESET_OPTIONS = Object.entries(FILL_RULE_RESETS).map(([value, label]) => ({ value, label }));
const DATE_OPTIONS = FILL_RULE_DATE_PATTERNS.map((p) => ({ value: p, label: p }));

const fresh = (type: FillRulePart['type']): FillRulePart =>
  type === 'text' ? { type, value: '' } : type === 'date' ? { type, pattern: 'yyyyMMdd' } : { type, width: 4, reset: 'day' };

export function parsePartsJson(value: unknown): FillRulePart[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const v = JSON.parse(value);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** The parts of a numbering rule, edited as rows (type, then its settings), with the number they make today. */
export function FillRulePartsEditor({ value, onChange, disabled }: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  const parts = parsePartsJson(value);
  const emit = (next: FillRulePart[]) => onChange?.(JSON.stringify(next));
  const set = (i: number, part: FillRulePart) => emit(parts.map((p, j) => (j === i ? part : p)));

  return (
    <div className="fill-rule-parts">
      {parts.map((p, i) => (
        <Space key={i} wrap style={{ display: 'flex', marginBottom: 8 }} data-testid={`fill-rule-part-${i}`}>
          <Select style={{ width: 110 }} value={p.type} options={TYPE_OPTIONS} disabled={disabled} onChange={(t) => set(i, fresh(t))} aria-label="组成类型" />
          {p.type === 'text' && <Input style={{ width: 160 }} value={p.value} maxLength={20} placeholder="如 HT" disabled={disabled} onChange={(e) => set(i, { ...p, value: e.target.value })} aria-label="固定文本" />}
          {p.type === 'date' && <Select style={{ width: 160 }} value={p.pattern} options={DATE_OPTIONS} disabled={disabled} onChange={(pattern) => set(i, { ...p, pattern })} aria-label="日期格式" />}
          {p.type === 'seq' && (
            <>
              <InputNumber style={{ width: 110 }} min={1} max={12} precision={0} value={p.width} addonAfter="位" disabled={disabled} onChange={(w) => set(i, { ...p, width: Number(w) || 1 })} aria-label="流水号位数" />
              <Select style={{ width: 110 }} value={p.reset} options={RESET_OPTIONS} disabled={disabled} onChange={(reset) => set(i, { ...p, reset })} aria-label="重置周期" />
            </>
          )}
          {!disabled && <Button type="text" danger icon={<DeleteOutlined />} onClick={() => emit(parts.filter((_, j) => j !== i))} aria-label="删除该部分" />}
        </Space>
      ))}
      {!disabled && (
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={() => emit([...parts, fresh('text')])}>固定文本</Button>
          <Button icon={<PlusOutlined />} onClick={() => emit([...parts, fresh('date')])}>日期</Button>
          <Button icon={<PlusOutlined />} disabled={parts.some((p) => p.type === 'seq')} onClick={() => emit([...parts, fresh('seq')])}>流水号</Button>
        </Space>
      )}
      {parts.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          示例：<Typography.Text code>{renderFillRule(parts, new Date(), 1)}</Typography.Text>
        </Typography.Paragraph>
      )}
    </div>
  );
}
