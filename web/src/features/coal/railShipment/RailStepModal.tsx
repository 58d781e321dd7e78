import { RAIL_STEP_INFO, type RailShipmentDetail, type RailStep } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, DatePicker, Form, Input, InputNumber, Row, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { resultOf } from '../../../lib/http';
import { useDevice } from '../../../lib/device/useDevice';
import { freightPreview, lossPreview, type WagonDraft } from './freightPreview';
import { railApi, railKey } from './railApi';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const kgInput = (testId: string) => <InputNumber min={0} max={999999} precision={0} style={{ width: 110 }} placeholder="kg" data-testid={testId} />;

/** 装车: the wagons as an editable table (number, type, marked load, ticket weight) and each one's freight as typed. */
function LoadFields({ d }: { d: RailShipmentDetail }) {
  const rows = (Form.useWatch('wagons') ?? []) as WagonDraft[];
  const preview = freightPreview(d, rows);
  const result = 'result' in preview ? preview.result : null;
  return (
    <>
      <Form.List name="wagons">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              data-testid="rail-wagon-table"
              columns={[
                { title: '#', width: 36, render: (_, f, i) => i + 1 },
                { title: '车号', render: (_, f) => <Form.Item name={[f.name, 'wagonNo']} noStyle><Input style={{ width: 100 }} placeholder="车号" data-testid={`rail-wagon-no-${f.name}`} /></Form.Item> },
                { title: '车型', render: (_, f) => <Form.Item name={[f.name, 'wagonType']} noStyle><Input style={{ width: 70 }} placeholder="C70" /></Form.Item> },
                { title: '标重(kg)', render: (_, f) => <Form.Item name={[f.name, 'markedLoadKg']} noStyle>{kgInput(`rail-wagon-marked-${f.name}`)}</Form.Item> },
                { title: '票重(kg)', render: (_, f) => <Form.Item name={[f.name, 'ticketKg']} noStyle>{kgInput(`rail-wagon-ticket-${f.name}`)}</Form.Item> },
                {
                  title: '计费(t)',
                  align: 'right',
                  render: (_, f, i) => {
                    const w = result?.wagons[i];
                    return w ? <span style={num}>{w.chargedT}{w.chargedBy === 'minimum' && <Tag style={{ marginLeft: 4 }}>标重</Tag>}</span> : '—';
                  },
                },
                { title: '运费(元)', align: 'right', render: (_, f, i) => <span style={num}>{result?.wagons[i]?.freight ?? '—'}</span> },
                { title: '', render: (_, f) => <Button type="link" danger onClick={() => remove(f.name)}>删除</Button> },
              ]}
            />
            <Button type="dashed" block style={{ marginTop: 8 }} disabled={fields.length >= (d.approvedWagons as number)} onClick={() => add({ wagonType: 'C70', markedLoadKg: 70000 })}>
              添加车皮（批准{String(d.approvedWagons)}车）
            </Button>
          </>
        )}
      </Form.List>
      <div style={{ marginTop: 12 }} data-testid="rail-freight-preview">
        {result ? (
          <Alert
            type="info"
            showIcon
            title={
              <span style={num}>
                运价 {result.ratePerT} 元/吨{Number(result.perWagon) > 0 ? ` + ${result.perWagon} 元/车` : ''}；票重 {result.ticketT} 吨，计费 {result.chargedT} 吨；运费合计 <strong>{result.total}</strong> 元
              </span>
            }
          />
        ) : (
          <Alert type="warning" showIcon title={'error' in preview ? preview.error : ''} />
        )}
      </div>
    </>
  );
}

/** 到站: each loaded wagon's arrival weight, and its loss and rate against the allowance as typed. */
function ArriveFields({ d }: { d: RailShipmentDetail }) {
  const arrivals = (Form.useWatch('arrivals') ?? {}) as Record<string, number | null>;
  const allowance = Form.useWatch('allowancePermille');
  const preview = lossPreview(allowance, d.wagons.map((w) => ({ wagonNo: w.wagonNo, ticketKg: w.ticketKg, arrivalKg: arrivals[w.wagonNo] })));
  const result = 'result' in preview ? preview.result : null;
  return (
    <>
      <Form.Item name="allowancePermille" label="允许运损率(‰)" rules={[{ required: true, message: '请填写运损允许率（‰）' }]} style={{ maxWidth: 240 }}>
        <Input inputMode="decimal" data-testid="rail-arrive-allowance" />
      </Form.Item>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={d.wagons}
        scroll={{ x: 'max-content' }}
        data-testid="rail-arrival-table"
        columns={[
          { title: '车号', dataIndex: 'wagonNo' },
          { title: '票重(kg)', dataIndex: 'ticketKg', align: 'right' },
          { title: '到站重量(kg)', render: (_, w, i) => <Form.Item name={['arrivals', w.wagonNo]} noStyle>{kgInput(`rail-arrival-${i}`)}</Form.Item> },
          { title: '运损(t)', align: 'right', render: (_, w, i) => <span style={num}>{result?.wagons[i]?.lossT ?? '—'}</span> },
          {
            title: '运损率(‰)',
            align: 'right',
            render: (_, w, i) => {
              const l = result?.wagons[i];
              return l ? <span style={{ ...num, color: l.flagged ? '#cf1322' : undefined }}>{l.ratePermille ?? '—'}{l.flagged && ' 超标'}</span> : '—';
            },
          },
        ]}
      />
      <div style={{ marginTop: 12 }} data-testid="rail-loss-preview">
        {result ? (
          <Alert
            type={result.flagged ? 'error' : 'success'}
            showIcon
            title={
              <span style={num}>
                票重 {result.ticketT} 吨，到站 {result.arrivalT} 吨，运损 <strong>{result.lossT}</strong> 吨（{result.ratePermille ?? '—'}‰，{result.flagged ? `超出允许 ${result.allowancePermille}‰` : `在允许 ${result.allowancePermille}‰ 内`}）
              </span>
            }
          />
        ) : (
          <Alert type="warning" showIcon title={'error' in preview ? preview.error : ''} />
        )}
      </div>
    </>
  );
}

/**
 * The dialog of one step (批车, 装车, 发车, 到站, 站存) of a shipment: what the step needs, with the live freight or
 * loss where there is one; it sends the version it read, so a shipment moved meanwhile is refused with the reason.
 */
export function RailStepModal({ step, id, onClose, onDone }: { step: RailStep; id: string; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const detail = useQuery({ queryKey: [...railKey(id), 'step'], queryFn: async () => resultOf(await railApi.detail(id)), staleTime: 0 });
  const d = detail.data;
  const info = RAIL_STEP_INFO[step];
  const locked = !!d && d.status !== info.from;

  useEffect(() => {
    if (!d) return;
    form.resetFields();
    if (step === 'approve') form.setFieldsValue({ approvedWagons: d.requestedWagons });
    if (step === 'load') form.setFieldsValue({ wagons: Array.from({ length: Number(d.approvedWagons ?? 1) }, () => ({ wagonType: 'C70', markedLoadKg: 70000 })) });
    if (step === 'arrive') form.setFieldsValue({ allowancePermille: d.lossAllowancePermille ?? '' });
  }, [d, step, form]);

  const save = guard(async () => {
    if (!d) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: Record<string, unknown> = { id, rev: d.rev, remark: v.remark || null };
    if (v.time) body.time = dayjs(v.time).format('YYYY-MM-DD HH:mm:ss');
    if (step === 'approve') body.approvedWagons = v.approvedWagons;
    if (step === 'load') body.wagons = ((v.wagons ?? []) as WagonDraft[]).map((w) => ({ wagonNo: (w.wagonNo ?? '').trim(), wagonType: w.wagonType ?? null, markedLoadKg: w.markedLoadKg ?? 0, ticketKg: w.ticketKg ?? null }));
    if (step === 'depart') body.trainNo = String(v.trainNo ?? '').trim();
    if (step === 'arrive') {
      body.allowancePermille = String(v.allowancePermille ?? '').trim();
      body.wagons = d.wagons.map((w) => ({ wagonNo: w.wagonNo, arrivalKg: v.arrivals?.[w.wagonNo] ?? null }));
    }
    setSaving(true);
    try {
      const env = await railApi.step(step, body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || `${info.label}成功！`);
      onDone();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const wide = step === 'load' || step === 'arrive';
  const half = small ? 24 : 12;
  return (
    <RecordFormModal
      open
      title={`${info.label}：${String(d?.shipmentNo ?? '')}`}
      width={wide ? 980 : 560}
      loading={detail.isLoading}
      saving={saving}
      locked={locked}
      lockedText={d ? `当前状态为${String(d.status_dictText ?? d.status)}，不能${info.label}` : ''}
      onSave={save}
      onClose={onClose}
      saveTestId={`rail-step-save`}
    >
      {d && (
        <Form form={form} name={`rail-${step}-form`} layout="vertical" disabled={locked}>
          <div style={{ marginBottom: 12, color: 'rgba(0,0,0,0.65)' }}>
            {String(d.platformId_dictText ?? '')} → {String(d.toStation)}，请车 {String(d.requestedWagons)} 车{d.approvedWagons ? `，批准 ${String(d.approvedWagons)} 车` : ''}，运价里程 {String(d.tariffKm)} km（电气化 {String(d.electrifiedKm)} km）
          </div>
          <Row gutter={16}>
            {step === 'approve' && (
              <Col span={half}>
                <Form.Item name="approvedWagons" label="批准车数" rules={[{ required: true, message: '请输入批准车数' }]}>
                  <InputNumber min={1} max={Number(d.requestedWagons)} precision={0} style={{ width: '100%' }} data-testid="rail-approved-wagons" />
                </Form.Item>
              </Col>
            )}
            {step === 'depart' && (
              <Col span={half}>
                <Form.Item name="trainNo" label="车次" rules={[{ required: true, whitespace: true, message: '请填写车次' }, { max: 20, message: '车次最多20个字符' }]}>
                  <Input data-testid="rail-train-no" />
                </Form.Item>
              </Col>
            )}
            {step !== 'load' && step !== 'arrive' && (
              <Col span={half}>
                <Form.Item name="time" label={`${info.label}时间（不填为现在）`}>
                  <DatePicker showTime style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
          {step === 'load' && <LoadFields d={d} />}
          {step === 'arrive' && <ArriveFields d={d} />}
          <Form.Item name="remark" label="备注" style={{ marginTop: 12 }} rules={[{ max: 500, message: '备注最多500个字符' }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      )}
    </RecordFormModal>
  );
}
