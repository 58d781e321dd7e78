import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { DictSelect } from '../../../components/dict/DictSelect';

const SOURCES: Record<string, string> = { carrier: 'coal_carrier,name,id', consumer: 'coal_consumer,name,id', supplier: 'coal_supplier,name,id' };

/**
 * 缴费单位 of the rule dialog: a carrier for a carrier rule, a customer or a supplier (by 货主类型) for a shipper rule;
 * empty means all of them. A shipper rule names one only once its kind is chosen.
 */
export function PayerEditor({ value, onChange, disabled }: { value?: string; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch('payerKind', form) as string | undefined;
  const org = Form.useWatch('payerOrg', form) as string | undefined;
  const source = kind === 'carrier' ? SOURCES.carrier : org ? SOURCES[org] : undefined;
  // Another kind of payer: the one chosen before is not of it.
  const shown = useRef(source);
  useEffect(() => {
    if (shown.current !== source && value) onChange?.(undefined);
    shown.current = source;
  }, [source, value, onChange]);
  if (!source) return <DictSelect dictCode="coal_carrier,name,id" value={null} disabled placeholder="先选择单位类型，不选则为全部货主" />;
  return <DictSelect key={source} dictCode={source} value={value ?? null} onChange={(v) => onChange?.(v ?? undefined)} disabled={disabled} showSearch optionFilterProp="label" placeholder="不选则为全部" data-testid="fee-payer" />;
}
