import { contractMeta, ContractTexts, type FieldMeta } from '@meiyun/shared';
import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { uniqueValidator } from '../../../components/entity/form/duplicateCheck';
import { FieldEditor } from '../../../components/entity/form/FieldEditor';
import { fieldRules } from '../../../components/entity/form/formRules';
import { formFields } from '../../../components/entity/form/formValues';
import { widgetOf } from '../../../components/entity/form/formWidget';
import { JUpload } from '../../../components/upload';
import { CounterpartyEditor } from './CounterpartyPicker';

type Rule = NonNullable<Parameters<typeof Form.Item>[0]['rules']>[number];

/** The contract's header fields the form edits: those of the declaration that are not read-only. */
export const CONTRACT_FORM_FIELDS = formFields(contractMeta);

/** 结束日期 after 开始日期 and not before 签订日期: said at the field, as the server would say it. */
const endDateRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, end?: Dayjs | null) => {
    if (!end) return;
    const start = getFieldValue('startDate') as Dayjs | undefined;
    const sign = getFieldValue('signDate') as Dayjs | undefined;
    if (start && end.isBefore(start, 'day')) throw new Error(ContractTexts.dates);
    if (sign && end.isBefore(sign, 'day')) throw new Error(ContractTexts.signAfterEnd);
  },
});

function editorOf(field: FieldMeta, disabled: boolean): ReactNode {
  if (field.name === 'counterpartyId') return <CounterpartyEditor disabled={disabled} />;
  if (field.name === 'attachments') return <JUpload biz="contract" disabled={disabled} data-testid="contract-attachments" />;
  return <FieldEditor field={field} disabled={disabled} />;
}

interface Props {
  /** Only these fields (a supplementary agreement's terms); default every header field. */
  only?: readonly string[];
  /** The contract being edited: its own number is not a duplicate. */
  recordId?: string;
  /** Fields shown but not changed (none by default). */
  readOnly?: readonly string[];
}

/**
 * The header of the contract form, from the declaration (FieldEditor and the kit's §5 rules), laid out in up to
 * three columns that fold to one on a phone; 合同对方 is the picker of the chosen 合同类型 and 合同附件 the upload
 * widget (folder `contract`).
 */
export function ContractFields({ only, recordId, readOnly = [] }: Props) {
  const fields = only ? CONTRACT_FORM_FIELDS.filter((f) => only.includes(f.name)) : CONTRACT_FORM_FIELDS;
  const unique = useMemo(() => uniqueValidator(contractMeta, { name: 'contractNo' }, () => recordId), [recordId]);
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const wide = field.name === 'attachments' || widgetOf(field) === 'textarea';
        const locked = readOnly.includes(field.name);
        const rules: Rule[] = locked ? [] : field.name === 'counterpartyId' ? [{ required: true, message: ContractTexts.counterparty }] : (fieldRules(field) as Rule[]);
        if (!locked && field.name === 'contractNo') rules.push({ validator: unique });
        if (!locked && field.name === 'endDate') rules.push(endDateRule);
        return (
          <Col key={field.name} xs={24} sm={wide ? 24 : 12} lg={wide ? 24 : 8}>
            <Form.Item
              name={field.name}
              label={field.label}
              rules={rules}
              required={field.required && !locked}
              dependencies={field.name === 'endDate' ? ['startDate', 'signDate'] : undefined}
              validateDebounce={0}
            >
              {editorOf(field, locked)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
