import { MONEY_BILL_KIND_INFO, MONEY_COUNTERPARTY_KIND_ITEMS, MoneyBillTexts, PAY_METHOD_ITEMS, businessToday, type MoneyBillKind } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Col, DatePicker, Divider, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { EditFormProps } from '../../../components/entity';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { useDevice } from '../../../lib/device/useDevice';
import { resultOf } from '../../../lib/http';
import { ConsumerPicker, SupplierPicker } from '../contract/CounterpartyPicker';
import { CarrierPicker } from '../shared/CarrierPicker';
import { AllocationTable, shareTotals } from './AllocationTable';
import { companyAccounts, moneyBillApi } from './moneyBillApi';

const MONEY = /^\d{1,15}(\.\d{1,2})?$/;

/** The counterparty picker of the kind chosen in the same form. */
function CounterpartyField({ value, onChange, disabled }: { value?: string; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  const kind = Form.useWatch('counterpartyKind') as string | undefined;
  const emit = (v: string) => onChange?.(v || undefined);
  if (kind === 'supplier') return <SupplierPicker key="supplier" multi={false} value={value ?? ''} disabled={disabled} onChange={emit} />;
  if (kind === 'carrier') return <CarrierPicker key="carrier" multi={false} value={value ?? ''} disabled={disabled} onChange={emit} />;
  return <ConsumerPicker key="consumer" multi={false} value={value ?? ''} disabled={disabled} onChange={emit} />;
}

/**
 * 新增/编辑收款单、付款单 (the list's `editForm`): date, counterparty (a customer, supplier or carrier), one of the
 * company's own accounts, amount as typed text (never a float), method, remark, and the counterparty's open
 * settlements with this bill's share of each. Only a draft is edited; the version shown travels with the save.
 */
export function MoneyBillFormModal({ kind, mode, record, open, onClose, onSaved }: EditFormProps & { kind: MoneyBillKind }) {
  const info = MONEY_BILL_KIND_INFO[kind];
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('draft');
  const [rev, setRev] = useState<number | undefined>();
  const [shares, setShares] = useState<Record<string, string>>({});
  const counterpartyKind = Form.useWatch('counterpartyKind', form) as string | undefined;
  const counterpartyId = Form.useWatch('counterpartyId', form) as string | undefined;
  const amount = Form.useWatch('amount', form) as string | undefined;
  const accounts = useQuery({ queryKey: ['coalCompanyAccounts'], enabled: open, queryFn: async () => resultOf(await companyAccounts()) });
  const recordId = mode === 'edit' ? record?.id : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setShares({});
    setStatus('draft');
    setRev(undefined);
    if (!recordId) return void form.setFieldsValue({ billDate: dayjs(businessToday()), counterpartyKind: kind === 'collection' ? 'consumer' : 'supplier', method: 'wire' });
    let cancelled = false;
    setLoading(true);
    moneyBillApi(kind)
      .detail(recordId)
      .then((env) => {
        if (cancelled) return;
        if (!env.success || !env.result) return void message.warning(env.message);
        const r = env.result;
        setStatus(r.status);
        setRev(r.rev);
        form.setFieldsValue({ billDate: dayjs(String(r.billDate)), counterpartyKind: r.counterpartyKind, counterpartyId: r.counterpartyId, accountId: r.accountId, amount: r.amount, method: r.method, remark: r.remark ?? '' });
        setShares(Object.fromEntries(r.allocations.map((a) => [a.settlementId, a.amount])));
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, recordId]);

  const save = guard(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const { advance } = shareTotals(v.amount, shares);
    if (advance?.isNeg()) return void message.warning(MoneyBillTexts.overAllocated);
    const body: Record<string, unknown> = {
      billDate: dayjs(v.billDate).format('YYYY-MM-DD'),
      counterpartyKind: v.counterpartyKind,
      counterpartyId: v.counterpartyId,
      accountId: v.accountId,
      amount: String(v.amount).trim(),
      method: v.method,
      remark: v.remark || null,
      allocations: v.counterpartyKind === 'carrier' ? [] : Object.entries(shares).map(([settlementId, a]) => ({ settlementId, amount: a.trim() })),
    };
    if (mode === 'edit') Object.assign(body, { id: recordId, rev });
    setSaving(true);
    try {
      const api = moneyBillApi(kind);
      const env = mode === 'edit' ? await api.edit(body) : await api.add(body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '操作成功');
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const locked = mode === 'edit' && status !== 'draft';
  const half = small ? 24 : 12;
  const third = small ? 24 : 8;
  return (
    <RecordFormModal
      open={open}
      title={`${mode === 'add' ? '新增' : '编辑'}${info.title}`}
      width={980}
      loading={loading}
      saving={saving}
      locked={locked}
      lockedText={MoneyBillTexts.notDraft(info.title)}
      onSave={save}
      onClose={onClose}
      saveTestId="money-bill-save"
    >
      <Form form={form} name={`${kind}Bill-form`} layout="vertical" disabled={locked}>
        <Row gutter={16}>
          <Col span={half}>
            <Form.Item name="counterpartyKind" label="单位类型" rules={[{ required: true, message: '请选择单位类型' }]}>
              <Radio.Group
                options={MONEY_COUNTERPARTY_KIND_ITEMS.map(([value, label]) => ({ value, label }))}
                onChange={() => {
                  form.setFieldsValue({ counterpartyId: undefined });
                  setShares({});
                }}
              />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="counterpartyId" label={kind === 'collection' ? '付款单位' : '收款单位'} rules={[{ required: true, message: '请选择往来单位' }]}>
              <CounterpartyField
                onChange={(v) => {
                  form.setFieldsValue({ counterpartyId: v });
                  setShares({});
                }}
              />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="billDate" label={`${info.verb}款日期`} rules={[{ required: true, message: `请选择${info.verb}款日期` }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="amount" label="金额(元)" rules={[{ required: true, message: '请输入金额' }, { pattern: MONEY, message: MoneyBillTexts.amountFormat }]}>
              <Input inputMode="decimal" placeholder="0.00" data-testid="money-bill-amount" />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="method" label={`${info.verb}款方式`} rules={[{ required: true, message: `请选择${info.verb}款方式` }]}>
              <Select options={PAY_METHOD_ITEMS.map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="accountId" label={`${info.verb}款账户（本公司）`} rules={[{ required: true, message: MoneyBillTexts.accountNotCompany }]}>
              <Select
                loading={accounts.isLoading}
                placeholder="选择本公司账户"
                data-testid="money-bill-account"
                options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.holder} ${a.bankName} ${a.accountNo}` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {counterpartyKind !== 'carrier' && (
          <>
            <Divider titlePlacement="start" plain>
              {kind === 'collection' ? '核销销售结算单' : '核销采购结算单'}
            </Divider>
            <AllocationTable kind={kind} counterpartyId={counterpartyId} amount={amount} value={shares} onChange={setShares} disabled={locked} />
          </>
        )}
        <Form.Item name="remark" label="备注" style={{ marginTop: 12 }} rules={[{ max: 500, message: '备注最大长度500位字符' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
