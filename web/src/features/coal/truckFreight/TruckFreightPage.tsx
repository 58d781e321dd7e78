import { type CompanyAccount, type TruckFreightResult, type TruckTripFreight } from '@meiyun/shared';
import { App, Button, Card, Checkbox, Col, DatePicker, Descriptions, Empty, Form, Input, Modal, Row, Select, Table, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DictSelect } from '../../../components/dict/DictSelect';
import { getAction, postAction } from '../../../lib/http';
import { useDevice } from '../../../lib/device/useDevice';
import { companyAccounts } from '../moneyBill/moneyBillApi';
import { CarrierPicker } from '../shared/CarrierPicker';

interface Trip {
  id: string;
  weighNo: string;
  plateNo: string;
  completedAt: string;
  loadedKg: number;
  receivedKg: number;
  ticket: boolean;
}
/** A trip a live freight payment bill paid already (已开单). */
interface BilledTrip extends Trip {
  billId: string;
  billNo: string;
}
/** A row of the table: an open trip with its figures, or (shown on demand) a billed one with its weights only. */
type TripRow = Trip & Partial<TruckTripFreight> & { billNo: string };
interface Statement {
  carrierId: string;
  carrierName: string;
  from: string;
  to: string;
  /** The trips not yet billed: what 生成付款单 pays, what the figures are over. */
  trips: Trip[];
  figures: TruckFreightResult;
  billed: BilledTrip[];
}

const DECIMAL = /^\d+(\.\d{1,4})?$/;
const yuan = (v: string) => Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 财务管理 > 汽运运费 (menu component coal/truckFreight/TruckFreight, docs/freight.md "汽运运费"): a carrier's
 * completed trips of a period with the freight, the short tonnage beyond the allowance and its deduction per trip
 * and in total (computed on the server by computeTruckFreight), and 生成付款单: a draft payment bill to the carrier
 * for the total, reviewed and paid under 付款单. The figures are over the trips no live bill paid yet; the ones
 * paid already are counted (已开单) and listed on demand with their bill's number. The bill is for exactly the trips
 * shown: if another clerk billed one meanwhile, the server refuses and the statement is read again.
 */
export default function TruckFreightPage() {
  const { message } = App.useApp();
  const has = useHasPermission();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [s, setS] = useState<Statement | null>(null);
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const [billing, setBilling] = useState(false);
  const [accounts, setAccounts] = useState<CompanyAccount[]>([]);
  const [billForm] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [showBilled, setShowBilled] = useState(false);

  const load = async (q: Record<string, string>) => {
    setLoading(true);
    const env = await getAction<Statement>('/coal/truckFreight/statement', q).catch(() => null);
    setLoading(false);
    if (!env) return;
    if (!env.success) {
      setS(null);
      return void message.warning(env.message);
    }
    setS(env.result);
    setAsked(q);
  };

  const compute = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const [from, to] = v.period as [Dayjs, Dayjs];
    await load({ carrierId: v.carrierId, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD'), rate: v.rate, settleBasis: v.settleBasis, allowancePermille: v.allowancePermille, deductionPrice: v.deductionPrice });
  };

  const openBill = async () => {
    const env = await companyAccounts().catch(() => null);
    setAccounts(env?.success ? env.result : []);
    billForm.setFieldsValue({ method: 'wire', billDate: dayjs(asked?.to) });
    setBilling(true);
  };

  const bill = async () => {
    const v = await billForm.validateFields().catch(() => null);
    if (!v || !asked || !s) return;
    setSaving(true);
    const env = await postAction<Record<string, unknown>>('/coal/truckFreight/paymentBill', { ...asked, weighingIds: s.trips.map((t) => t.id), accountId: v.accountId, method: v.method, billDate: (v.billDate as Dayjs).format('YYYY-MM-DD') }).catch(() => null);
    setSaving(false);
    if (!env) return;
    setBilling(false);
    if (env.success) message.success(`${env.message}：${String(env.result.billNo)}`);
    else message.warning(env.message);
    // Billed now, or by someone else meanwhile: the statement as it stands.
    await load(asked);
  };

  const rows: TripRow[] = s ? [...s.trips.map((t, i) => ({ ...t, ...s.figures.trips[i], billNo: '' })), ...(showBilled ? s.billed.map((t) => ({ ...t, loadedT: (t.loadedKg / 1000).toFixed(3), receivedT: (t.receivedKg / 1000).toFixed(3) })) : [])] : [];

  const f = s?.figures;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small">
        <Form form={form} layout="vertical" initialValues={{ settleBasis: 'lesser', allowancePermille: '2', period: [dayjs().startOf('month'), dayjs()] }}>
          <Row gutter={12}>
            <Col span={small ? 24 : 8}>
              <Form.Item name="carrierId" label="承运单位" rules={[{ required: true, message: '请选择承运单位' }]}>
                <CarrierPicker />
              </Form.Item>
            </Col>
            <Col span={small ? 24 : 8}>
              <Form.Item name="period" label="完成日期" rules={[{ required: true, message: '请选择起止日期' }]}>
                <DatePicker.RangePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={small ? 24 : 8}>
              <Form.Item name="settleBasis" label="结算重量">
                <Select options={[{ value: 'lesser', label: '装车与到货较小者' }, { value: 'loaded', label: '装车（矿发票重）' }, { value: 'received', label: '到货（本方结算重）' }]} />
              </Form.Item>
            </Col>
            <Col span={small ? 12 : 5}>
              <Form.Item name="rate" label="运价(元/t)" rules={[{ required: true, message: '请输入运价' }, { pattern: DECIMAL, message: '请输入数值' }]}>
                <Input inputMode="decimal" data-testid="truck-rate" />
              </Form.Item>
            </Col>
            <Col span={small ? 12 : 5}>
              <Form.Item name="allowancePermille" label="合理损耗(‰)" rules={[{ pattern: DECIMAL, message: '请输入数值' }]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={small ? 12 : 5}>
              <Form.Item name="deductionPrice" label="亏吨扣款单价(元/t)" rules={[{ required: true, message: '请输入扣款单价' }, { pattern: DECIMAL, message: '请输入数值' }]}>
                <Input inputMode="decimal" data-testid="truck-deduction-price" />
              </Form.Item>
            </Col>
            <Col span={small ? 12 : 9} style={{ display: 'flex', alignItems: 'flex-end', gap: 8, paddingBottom: 24 }}>
              <Button type="primary" loading={loading} onClick={compute} data-testid="truck-compute">
                计算运费
              </Button>
              {s && has('coal:truckFreight:bill') && (
                <Tooltip title={s.trips.length ? undefined : '所选期间的车次均已开单'}>
                  <Button onClick={openBill} disabled={!s.trips.length} data-testid="truck-bill">
                    生成付款单
                  </Button>
                </Tooltip>
              )}
            </Col>
          </Row>
        </Form>
      </Card>
      <Card size="small" title={s ? `${s.carrierName}　${s.from} 至 ${s.to}` : '运费明细'}>
        {s && f ? (
          <>
            <Descriptions size="small" bordered column={small ? 1 : 4} style={{ marginBottom: 12 }} data-testid="truck-totals">
              <Descriptions.Item label="待开单车次">{s.trips.length}</Descriptions.Item>
              <Descriptions.Item label="已开单车次">
                <span data-testid="truck-billed-count">{s.billed.length}</span>
                {s.billed.length > 0 && (
                  <Checkbox checked={showBilled} onChange={(e) => setShowBilled(e.target.checked)} style={{ marginLeft: 12 }} data-testid="truck-show-billed">
                    显示已开单
                  </Checkbox>
                )}
              </Descriptions.Item>
              <Descriptions.Item label="结算吨数">{f.settleT} t</Descriptions.Item>
              <Descriptions.Item label="运费">{yuan(f.freight)} 元</Descriptions.Item>
              <Descriptions.Item label="亏吨扣款">
                {f.deductT} t / {yuan(f.deduction)} 元
              </Descriptions.Item>
              <Descriptions.Item label="应付运费">
                <b>{yuan(f.total)} 元</b>
              </Descriptions.Item>
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              dataSource={rows}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              {...(s.trips.length || showBilled ? {} : { locale: { emptyText: '所选期间的车次均已开单（勾选“显示已开单”查看）' } })}
              columns={[
                { title: '磅单号', dataIndex: 'weighNo' },
                { title: '开单', dataIndex: 'billNo', render: (v: string) => (v ? <Tag>已开单 {v}</Tag> : <Tag color="blue">未开单</Tag>) },
                { title: '车牌号', dataIndex: 'plateNo' },
                { title: '完成时间', dataIndex: 'completedAt' },
                { title: '装车(t)', dataIndex: 'loadedT', align: 'right', render: (v: string, r: TripRow) => (r.ticket ? v : <span title="无矿发票重，按结算重">{v} <Tag>无票重</Tag></span>) },
                { title: '到货(t)', dataIndex: 'receivedT', align: 'right' },
                { title: '结算(t)', dataIndex: 'settleT', align: 'right' },
                { title: '运费(元)', dataIndex: 'freight', align: 'right' },
                { title: '亏吨(t)', dataIndex: 'shortageT', align: 'right' },
                { title: '允许损耗(t)', dataIndex: 'allowanceT', align: 'right' },
                { title: '扣吨(t)', dataIndex: 'deductT', align: 'right' },
                { title: '扣款(元)', dataIndex: 'deduction', align: 'right' },
                { title: '应付(元)', dataIndex: 'net', align: 'right' },
              ]}
            />
          </>
        ) : (
          <Empty description="选择承运单位、期间和运价后计算" />
        )}
      </Card>
      <Modal open={billing} title="生成付款单（草稿）" okText="生成" cancelText="取消" confirmLoading={saving} onOk={bill} onCancel={() => setBilling(false)} destroyOnHidden>
        <p>
          向 {s?.carrierName} 付运费 <b>{f ? yuan(f.total) : ''} 元</b>，生成草稿后在「付款单」中审核、付款。
        </p>
        <Form form={billForm} layout="vertical">
          <Form.Item name="accountId" label="付款账户" rules={[{ required: true, message: '请选择付款账户' }]}>
            <Select options={accounts.map((a) => ({ value: a.id, label: `${a.holder} · ${a.bankName} ${a.accountNo}` }))} data-testid="truck-account" />
          </Form.Item>
          <Form.Item name="method" label="付款方式" rules={[{ required: true, message: '请选择付款方式' }]}>
            <DictSelect dictCode="coal_pay_method" />
          </Form.Item>
          <Form.Item name="billDate" label="付款日期" rules={[{ required: true, message: '请选择付款日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
