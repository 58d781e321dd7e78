import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { checkOtherDeductions, MAX_OTHER_DEDUCTIONS, MAX_DEDUCTION_NAME } from '@meiyun/shared';
import { Button, Form, Input, Space } from 'antd';

export interface DeductionRow {
  name?: string;
  amount?: string;
}

/** The rows a form holds, checked by the rule the server runs: the normalised lines, or its refusal (row named). */
export function readDeductions(rows: DeductionRow[] | undefined): { deductions: { name: string; amount: string }[] } | { error: string } {
  const filled = (rows ?? []).filter((r) => (r?.name ?? '').trim() || (r?.amount ?? '').trim());
  return checkOtherDeductions(filled.map((r) => ({ name: r.name ?? '', amount: (r.amount ?? '').trim() })));
}

/**
 * 其他扣款 as rows of a form's `otherDeductions`: a name and an amount in 元 (up to 2 places, typed as text so the
 * fen are kept as typed). Empty rows are dropped when read.
 */
export function DeductionRows() {
  return (
    <Form.List name="otherDeductions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 4 }}>
              <Form.Item name={[field.name, 'name']} noStyle>
                <Input placeholder="扣款名称" maxLength={MAX_DEDUCTION_NAME} style={{ width: 200 }} data-testid={`settlement-deduction-name-${i}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'amount']} noStyle>
                <Input placeholder="金额" suffix="元" inputMode="decimal" style={{ width: 150, textAlign: 'right' }} data-testid={`settlement-deduction-amount-${i}`} />
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="删除此行" />
            </Space>
          ))}
          {fields.length < MAX_OTHER_DEDUCTIONS && (
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ name: '', amount: '' })} data-testid="settlement-deduction-add">
              添加扣款
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
