import { computeLaytime, DEFAULT_LAYTIME_TERMS, VOYAGE_TIMES, voyageLaytimeInput, voyageLaytimeReady, type VoyageExclusion, type VoyageLaytimeTerms } from '@meiyun/shared';
import { App, Button, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch, Alert } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import type { EditFormProps } from '../../../components/entity';
import { DictSelect } from '../../../components/dict/DictSelect';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { useDevice } from '../../../lib/device/useDevice';
import { VoyageContractPicker } from './contractPicker';
import { LaytimeStatement } from './LaytimeStatement';
import { voyageApi } from './voyageApi';

const FMT = 'YYYY-MM-DD HH:mm';
const DECIMALS = ['loadedT', 'loadRateT', 'freightRate', 'demurrageRate', 'despatchRate'] as const;
const DECIMAL_LABELS: Record<(typeof DECIMALS)[number], string> = { loadedT: '装货量(t，水尺)', loadRateT: '装货速率(t/天)', freightRate: '运价(元/t)', demurrageRate: '滞期费率(元/天)', despatchRate: '速遣费率(元/天)' };
const DECIMAL = /^\d+(\.\d{1,4})?$/;

interface ExclusionRow {
  kind: 'weather' | 'other';
  from?: Dayjs | null;
  to?: Dayjs | null;
  reason?: string;
}

const minute = (d: Dayjs | null | undefined) => (d ? d.format(FMT) : null);
const day = (v: unknown) => (v ? dayjs(String(v).slice(0, 16), FMT) : null);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The request body of the form's values: times as 'yyyy-MM-dd HH:mm', figures as typed text, the terms and periods. */
function bodyOf(v: Record<string, any>): Record<string, unknown> {
  const terms: VoyageLaytimeTerms = {
    rateBasis: v.rateBasis ?? 'wwd',
    commencement: v.rule === 'afterNor' ? { rule: 'afterNor', hours: v.hours ?? 0, orEarlier: v.orEarlier || null } : { rule: v.rule ?? 'loadingStart' },
    sundaysHolidays: v.sundaysHolidays ?? 'SHINC',
    onceOnDemurrage: v.onceOnDemurrage !== false,
  };
  const exclusions: VoyageExclusion[] = ((v.exclusions ?? []) as ExclusionRow[]).filter(Boolean).map((r) => ({ kind: r.kind, from: minute(r.from) ?? '', to: minute(r.to) ?? '', reason: r.reason?.trim() || undefined }));
  return {
    voyageNo: text(v.voyageNo).trim() || null,
    contractId: v.contractId || null,
    vesselName: text(v.vesselName).trim(),
    vesselDwt: v.vesselDwt ?? null,
    portId: v.portId || null,
    berthId: v.berthId || null,
    ...Object.fromEntries(VOYAGE_TIMES.map((t) => [t.field, minute(v[t.field])])),
    ...Object.fromEntries(DECIMALS.map((f) => [f, text(v[f]).trim() || null])),
    laytimeTerms: terms,
    exclusions,
    holidays: ((v.holidays ?? []) as Dayjs[]).map((d) => d.format('YYYY-MM-DD')),
    remark: text(v.remark).trim() || null,
  };
}

/** The form's values of a stored voyage. */
function valuesOf(r: Record<string, any>): Record<string, unknown> {
  const terms = (r.laytimeTerms ?? DEFAULT_LAYTIME_TERMS) as VoyageLaytimeTerms;
  const c = terms.commencement;
  return {
    voyageNo: r.voyageNo,
    contractId: r.contractId ?? undefined,
    vesselName: r.vesselName,
    vesselDwt: r.vesselDwt,
    portId: r.portId,
    berthId: r.berthId ?? undefined,
    ...Object.fromEntries(VOYAGE_TIMES.map((t) => [t.field, day(r[t.field])])),
    ...Object.fromEntries(DECIMALS.map((f) => [f, text(r[f])])),
    rateBasis: terms.rateBasis,
    rule: c.rule,
    hours: c.rule === 'afterNor' ? Number(c.hours) : 6,
    orEarlier: c.rule === 'afterNor' ? (c.orEarlier ?? '') : '',
    sundaysHolidays: terms.sundaysHolidays,
    onceOnDemurrage: terms.onceOnDemurrage,
    exclusions: ((r.exclusions ?? []) as VoyageExclusion[]).map((e) => ({ kind: e.kind, from: day(e.from), to: day(e.to), reason: e.reason ?? '' })),
    holidays: ((r.holidays ?? []) as string[]).map((h) => dayjs(h, 'YYYY-MM-DD')),
    remark: r.remark ?? '',
  };
}

const NEW_VALUES = valuesOf({ laytimeTerms: DEFAULT_LAYTIME_TERMS, exclusions: [], holidays: [] });

/** The statement as the server will compute it, from the form as typed (the same shared functions), or why not yet. */
function Preview({ values }: { values: Record<string, any> | undefined }) {
  const out = useMemo(() => {
    if (!values) return null;
    const body = bodyOf(values);
    if (!voyageLaytimeReady(body)) return { hint: '录入装货量、装货速率、NOR递交、开始装货和装货完毕时间后，这里即时显示装卸时间计算。' };
    const checked = voyageLaytimeInput(body);
    if ('error' in checked) return { error: checked.error };
    return { statement: computeLaytime(checked.value) };
  }, [values]);
  if (!out) return null;
  if ('hint' in out) return <Alert type="info" showIcon title={out.hint} />;
  if ('error' in out) return <Alert type="warning" showIcon title={out.error} data-testid="voyage-preview-error" />;
  return <LaytimeStatement s={out.statement} testId="voyage-preview" />;
}

/**
 * 登记航次 / 编辑航次 (the list's `editForm`): vessel, port and contract, the time line, the quantity and the rates,
 * the charter's laytime terms, the excepted periods (an editable table) and the holidays, with the laytime statement
 * previewed live as the figures are typed. The server computes it again on save and refuses what the check refuses.
 */
export function VoyageFormModal({ mode, record, open, onClose, onSaved }: EditFormProps) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [readAt, setReadAt] = useState<string>('');
  const watched = Form.useWatch([], form) as Record<string, any> | undefined;
  const rule = Form.useWatch('rule', form) as string | undefined;
  const recordId = mode === 'edit' ? record?.id : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setReadAt('');
    if (!recordId) return void form.setFieldsValue(NEW_VALUES);
    let cancelled = false;
    setLoading(true);
    voyageApi
      .queryById(recordId)
      .then((env) => {
        if (cancelled) return;
        if (!env.success || !env.result) return void message.warning(env.message);
        setReadAt(text(env.result.updateTime));
        form.setFieldsValue(valuesOf(env.result));
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
    const body = bodyOf(v);
    if (mode === 'edit') Object.assign(body, { id: recordId, updateTime: readAt });
    setSaving(true);
    try {
      const env = mode === 'edit' ? await voyageApi.edit(body) : await voyageApi.add(body);
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

  const half = small ? 24 : 12;
  const third = small ? 24 : 8;
  return (
    <RecordFormModal open={open} title={mode === 'add' ? '登记船运航次' : '编辑船运航次'} width={1100} loading={loading} saving={saving} locked={false} lockedText="" onSave={save} onClose={onClose} saveTestId="voyage-save">
      <Form form={form} name="coalVoyage-form" layout="vertical">
        <Row gutter={16}>
          <Col span={third}>
            <Form.Item name="vesselName" label="船名" rules={[{ required: true, message: '请输入船名!' }, { max: 100, message: '船名最大长度100位字符' }]}>
              <Input data-testid="voyage-vesselName" />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="vesselDwt" label="载重吨(DWT)">
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="voyageNo" label="航次编号">
              <Input placeholder="留空则按编号规则自动生成" maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="portId" label="港口" rules={[{ required: true, message: '请选择港口!' }]}>
              <DictSelect dictCode="coal_port,name,id" data-testid="voyage-port" />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="berthId" label="泊位">
              <DictSelect dictCode="coal_berth,name,id" />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="contractId" label="销售合同（船运/港口）">
              <VoyageContractPicker />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          时间线（状态随录入的时间变化）
        </Divider>
        <Row gutter={16}>
          {VOYAGE_TIMES.map((t) => (
            <Col span={small ? 24 : 6} key={t.field}>
              <Form.Item name={t.field} label={t.label}>
                <DatePicker showTime={{ format: 'HH:mm' }} format={FMT} style={{ width: '100%' }} data-testid={`voyage-${t.field}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start" plain>
          装货与费率
        </Divider>
        <Row gutter={16}>
          {DECIMALS.map((f) => (
            <Col span={small ? 24 : f === 'loadedT' || f === 'loadRateT' ? 6 : 4} key={f}>
              <Form.Item name={f} label={DECIMAL_LABELS[f]} rules={[{ pattern: DECIMAL, message: '请输入数值' }]}>
                <Input inputMode="decimal" data-testid={`voyage-${f}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start" plain>
          装卸时间条款
        </Divider>
        <Row gutter={16}>
          <Col span={half}>
            <Form.Item name="rateBasis" label="装货速率按">
              <Radio.Group options={[{ value: 'wwd', label: '晴天工作日（天气不计）' }, { value: 'day', label: '连续日（天气照计）' }]} />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="sundaysHolidays" label="星期日及节假日">
              <Radio.Group options={[{ value: 'SHINC', label: 'SHINC 计入' }, { value: 'SHEX', label: 'SHEX 除外' }]} />
            </Form.Item>
          </Col>
          <Col span={third}>
            <Form.Item name="rule" label="起算">
              <Select options={[{ value: 'afterNor', label: 'NOR递交后若干小时' }, { value: 'berthing', label: '靠泊时起算' }, { value: 'loadingStart', label: '开始装货时起算' }]} />
            </Form.Item>
          </Col>
          {rule === 'afterNor' && (
            <>
              <Col span={small ? 12 : 4}>
                <Form.Item name="hours" label="NOR后小时数">
                  <InputNumber min={0} max={72} step={0.5} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={small ? 12 : 6}>
                <Form.Item name="orEarlier" label="或更早时">
                  <Select options={[{ value: '', label: '不适用' }, { value: 'berthing', label: '靠泊（如更早）' }, { value: 'loadingStart', label: '开始装货（如更早）' }]} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={small ? 24 : 6}>
            <Form.Item name="onceOnDemurrage" label="一旦滞期，始终滞期" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="holidays" label="节假日（SHEX时整日除外）">
              <DatePicker multiple style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          除外时间（天气、移泊等）
        </Divider>
        <Form.List name="exclusions">
          {(rows, { add, remove }) => (
            <div data-testid="voyage-exclusions">
              {rows.map((row, i) => (
                <Row gutter={8} key={row.key} align="top">
                  <Col span={small ? 8 : 3}>
                    <Form.Item name={[row.name, 'kind']} rules={[{ required: true, message: '请选择' }]}>
                      <Select options={[{ value: 'weather', label: '天气' }, { value: 'other', label: '其他' }]} data-testid={`voyage-exclusion-${i}-kind`} />
                    </Form.Item>
                  </Col>
                  <Col span={small ? 16 : 6}>
                    <Form.Item name={[row.name, 'from']} rules={[{ required: true, message: '请输入开始时间' }]}>
                      <DatePicker showTime={{ format: 'HH:mm' }} format={FMT} placeholder="开始" style={{ width: '100%' }} data-testid={`voyage-exclusion-${i}-from`} />
                    </Form.Item>
                  </Col>
                  <Col span={small ? 16 : 6}>
                    <Form.Item name={[row.name, 'to']} rules={[{ required: true, message: '请输入结束时间' }]}>
                      <DatePicker showTime={{ format: 'HH:mm' }} format={FMT} placeholder="结束" style={{ width: '100%' }} data-testid={`voyage-exclusion-${i}-to`} />
                    </Form.Item>
                  </Col>
                  <Col span={small ? 8 : 7}>
                    <Form.Item name={[row.name, 'reason']}>
                      <Input placeholder="原因（下雨、移泊…）" maxLength={50} data-testid={`voyage-exclusion-${i}-reason`} />
                    </Form.Item>
                  </Col>
                  <Col span={small ? 24 : 2}>
                    <Button danger type="link" onClick={() => remove(row.name)}>
                      删除
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button type="dashed" block onClick={() => add({ kind: 'weather', reason: '' })} data-testid="voyage-exclusion-add">
                增加除外时间
              </Button>
            </div>
          )}
        </Form.List>
        <Divider titlePlacement="start" plain>
          装卸时间计算（随录入即时计算，保存时服务器按同一规则计算）
        </Divider>
        <Preview values={watched} />
        <Form.Item name="remark" label="备注" style={{ marginTop: 12 }} rules={[{ max: 500, message: '备注最大长度500位字符' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
