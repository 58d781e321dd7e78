import { INVOICE_COUNTERPARTY, INVOICE_TAX_RATE_ITEMS, TAX_TOLERANCE, businessToday, invoiceNumberProblem, moneyValue, splitTotal, type InvoiceCandidate, type InvoiceDirection } from '@meiyun/shared';
import { Alert, App, Button, Col, DatePicker, Divider, Empty, Form, Input, Radio, Row, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { DictSelect } from '../../../components/dict/DictSelect';
import type { EditFormProps } from '../../../components/entity';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { useDevice } from '../../../lib/device/useDevice';
import { invoiceApi } from './invoiceApi';
import { allocationPreview, liveFigureCheck, tickOrder } from './invoiceForm';

const SOURCES: Record<InvoiceDirection, string> = { out: 'coal_consumer,name,id', in: 'coal_supplier,name,id' };
const MONEY_RULE = { pattern: /^\d{1,16}(\.\d{1,2})?$/, message: '请输入不小于0、最多两位小数的金额' };

/**
 * 登记发票 (the list's `editForm`; invoices are never edited): direction and kind, the counterparty of the direction,
 * code, number and date, the tax rate and the three figures — checked as they are typed by the shared functions the
 * server runs again — and the counterparty's settlements with something left to invoice, ticked in the order the total
 * should fill them (the server's default allocation, shown beside each).
 */
export function InvoiceFormModal({ open, onClose, onSaved }: EditFormProps) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [candidates, setCandidates] = useState<InvoiceCandidate[]>([]);
  const [loadingCandidates, setLoadingCandidates] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const v = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const direction = (v.direction as InvoiceDirection | undefined) ?? 'out';
  const counterpartyId = v.counterpartyId as string | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ direction: 'out', kind: 'special', taxRate: '0.13', date: dayjs(businessToday()) });
    setChosen([]);
  }, [open, form]);

  // The settlements of this counterparty and direction that still have something to invoice.
  useEffect(() => {
    setChosen([]);
    setCandidates([]);
    if (!open || !counterpartyId) return;
    let cancelled = false;
    setLoadingCandidates(true);
    invoiceApi
      .candidates(counterpartyId, direction)
      .then((env) => !cancelled && setCandidates(env.success ? (env.result ?? []) : []))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoadingCandidates(false));
    return () => {
      cancelled = true;
    };
  }, [open, counterpartyId, direction]);

  const check = liveFigureCheck(v);
  const preview = useMemo(() => allocationPreview(v.total, candidates, chosen), [v.total, candidates, chosen]);

  const fillFromTotal = () => {
    const total = moneyValue(String(v.total ?? '').trim());
    if (!total || v.taxRate === undefined) return void message.warning('请先输入价税合计并选择税率');
    form.setFieldsValue(splitTotal(total, String(v.taxRate)));
  };

  const save = guard(async () => {
    const f = await form.validateFields().catch(() => null);
    if (!f) return;
    if (check && !check.ok) return void message.warning(Object.values(check.problems)[0]);
    if (!chosen.length) return void message.warning('请勾选要开票的结算单');
    if (preview.over) return void message.warning(`价税合计超过所选结算单的未开票金额${preview.open}元`);
    setSaving(true);
    try {
      const env = await invoiceApi.add({
        direction: f.direction,
        kind: f.kind,
        counterpartyId: f.counterpartyId,
        code: (f.code ?? '').trim() || null,
        number: String(f.number).trim(),
        date: dayjs(f.date).format('YYYY-MM-DD'),
        taxRate: f.taxRate,
        amountExclTax: String(f.amountExclTax).trim(),
        tax: String(f.tax).trim(),
        total: String(f.total).trim(),
        settlementIds: chosen,
        remark: f.remark || null,
      });
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '登记成功');
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const span = small ? 24 : 8;
  const numberRule = {
    validator: async () => {
      const p = invoiceNumberProblem(form.getFieldValue('code'), form.getFieldValue('number'));
      if (p) throw new Error(p.message);
    },
  };
  return (
    <RecordFormModal open={open} title="登记发票" width={1000} loading={false} saving={saving} locked={false} lockedText="" onSave={save} onClose={onClose} saveTestId="invoice-save">
      <Form form={form} name="coalInvoice-form" layout="vertical">
        <Row gutter={16}>
          <Col span={span}>
            <Form.Item name="direction" label="进销项" rules={[{ required: true }]}>
              <Radio.Group optionType="button" options={[{ value: 'out', label: '销项（开给客户）' }, { value: 'in', label: '进项（供应商开来）' }]} onChange={() => form.setFieldValue('counterpartyId', undefined)} data-testid="invoice-direction" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="kind" label="发票种类" rules={[{ required: true }]} extra="专票须对方有统一社会信用代码（税号）">
              <Radio.Group optionType="button" options={[{ value: 'special', label: '增值税专用发票' }, { value: 'normal', label: '普通发票' }]} data-testid="invoice-kind" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="counterpartyId" label={INVOICE_COUNTERPARTY[direction].label} rules={[{ required: true, message: `请选择${INVOICE_COUNTERPARTY[direction].label}!` }]}>
              <DictSelect key={direction} dictCode={SOURCES[direction]} showSearch optionFilterProp="label" placeholder={`选择${INVOICE_COUNTERPARTY[direction].label}`} data-testid="invoice-counterparty" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="code" label="发票代码" dependencies={['number']} extra="10或12位；全电发票不填" rules={[{ pattern: /^\d*$/, message: '发票代码应为数字' }]}>
              <Input maxLength={12} placeholder="如 1300224130" data-testid="invoice-code" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="number" label="发票号码" dependencies={['code']} required rules={[numberRule]}>
              <Input maxLength={20} placeholder="8位，全电发票20位" data-testid="invoice-number" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="date" label="开票日期" rules={[{ required: true, message: '请选择开票日期!' }]}>
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" data-testid="invoice-date" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          金额与税额
        </Divider>
        <Row gutter={16}>
          <Col span={small ? 24 : 6}>
            <Form.Item name="taxRate" label="税率" rules={[{ required: true, message: '请选择税率!' }]}>
              <Select options={INVOICE_TAX_RATE_ITEMS.map(([value, label]) => ({ value, label }))} data-testid="invoice-tax-rate" />
            </Form.Item>
          </Col>
          <Col span={small ? 24 : 6}>
            <Form.Item name="total" label="价税合计(元)" rules={[{ required: true, message: '请输入价税合计!' }, MONEY_RULE]} validateStatus={check?.problems.total ? 'error' : undefined}>
              <Input inputMode="decimal" placeholder="0.00" data-testid="invoice-total" />
            </Form.Item>
          </Col>
          <Col span={small ? 24 : 6}>
            <Form.Item name="amountExclTax" label="金额(不含税)" rules={[{ required: true, message: '请输入金额!' }, MONEY_RULE]}>
              <Input inputMode="decimal" placeholder="0.00" data-testid="invoice-excl" />
            </Form.Item>
          </Col>
          <Col span={small ? 24 : 6}>
            <Form.Item name="tax" label="税额(元)" rules={[{ required: true, message: '请输入税额!' }, MONEY_RULE]} validateStatus={check?.problems.tax ? 'error' : undefined}>
              <Input inputMode="decimal" placeholder="0.00" data-testid="invoice-tax" />
            </Form.Item>
          </Col>
        </Row>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <Button size="small" onClick={fillFromTotal} data-testid="invoice-split">
            按价税合计拆分金额和税额
          </Button>
          {check &&
            (check.ok ? (
              <Alert type="success" showIcon style={{ flex: 1, minWidth: 240 }} title="金额 + 税额 = 价税合计，税额与税率相符" data-testid="invoice-check" />
            ) : (
              <Alert type="error" showIcon style={{ flex: 1, minWidth: 240 }} title={Object.values(check.problems).join('；')} data-testid="invoice-check" />
            ))}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          税额 = 金额 × 税率（四舍五入到分），多行发票逐行计税，允许相差 {TAX_TOLERANCE} 元；价税合计须等于金额加税额。
        </Typography.Text>
        <Divider titlePlacement="start" plain>
          对应结算单
        </Divider>
        {!counterpartyId ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`先选择${INVOICE_COUNTERPARTY[direction].label}`} />
        ) : (
          <>
            <Table<InvoiceCandidate>
              size="small"
              rowKey="id"
              loading={loadingCandidates}
              pagination={false}
              dataSource={candidates}
              scroll={{ x: 'max-content', y: 260 }}
              locale={{ emptyText: '没有已财务审核、尚未开足票的结算单' }}
              rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen((before) => tickOrder(before, keys.map(String))) }}
              data-testid="invoice-candidates"
              columns={[
                { title: '结算单号', dataIndex: 'settlementNo' },
                { title: '合同编号', dataIndex: 'contractNo' },
                { title: '结算期间', key: 'period', render: (_: unknown, c) => `${c.periodFrom} ~ ${c.periodTo}` },
                { title: '结算金额', dataIndex: 'totalAmount', align: 'right' },
                { title: '已开票', dataIndex: 'invoicedAmount', align: 'right' },
                { title: '未开票', dataIndex: 'open', align: 'right' },
                { title: '本次开票', key: 'this', align: 'right', render: (_: unknown, c) => <strong>{preview.amounts.get(c.id) ?? ''}</strong> },
              ]}
            />
            <div style={{ marginTop: 8, color: preview.over ? '#cf1322' : '#888' }} data-testid="invoice-allocation-note">
              {chosen.length ? `已选${chosen.length}张，未开票合计 ${preview.open} 元；价税合计按勾选顺序依次分配到各结算单的未开票金额。` : '勾选发票对应的结算单，价税合计按勾选顺序依次分配。'}
              {preview.over && ' 价税合计超过了所选结算单的未开票金额。'}
            </div>
          </>
        )}
        <Form.Item name="remark" label="备注" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
