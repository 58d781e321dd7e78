import { businessToday, type SettlementDraftRequest, type SettlementPreview, unitPriceText } from '@meiyun/shared';
import { Alert, App, Button, DatePicker, Descriptions, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { DeductionRows, readDeductions, type DeductionRow } from './DeductionRows';
import { percent, periodText, yuan } from './format';
import { previousMonth } from './settlementActions';
import { settlementApi } from './settlementApi';
import { SettlementContractPicker } from './SettlementContractPicker';
import { SettlementFigures } from './SettlementFigures';

interface Values {
  contractId?: string;
  period?: [Dayjs, Dayjs];
  otherDeductions?: DeductionRow[];
  remark?: string;
}

/**
 * 新建结算: a contract, a period (the previous calendar month first) and any other deductions; 预览 computes the
 * sheet on the server without saving it (figures, trace, and in red whatever a reject clause refuses); 生成草稿 saves
 * exactly what was previewed. Changing anything takes the preview away, so a draft is never made from stale figures.
 */
export function DraftSettlementModal({ open, onClose, onDrafted }: { open: boolean; onClose(): void; onDrafted(id: string): void }) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<SettlementPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'draft' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const p = previousMonth(businessToday());
    form.setFieldsValue({ contractId: undefined, period: [dayjs(p.from), dayjs(p.to)], otherDeductions: [], remark: '' });
    setPreview(null);
    setProblem(null);
  }, [open, form]);

  const request = async (): Promise<SettlementDraftRequest | null> => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.contractId || !v.period) return null;
    const read = readDeductions(v.otherDeductions);
    if ('error' in read) {
      setProblem(read.error);
      return null;
    }
    setProblem(null);
    return { contractId: v.contractId, from: v.period[0].format('YYYY-MM-DD'), to: v.period[1].format('YYYY-MM-DD'), otherDeductions: read.deductions, remark: v.remark?.trim() || null };
  };

  const run = async (kind: 'preview' | 'draft') => {
    const body = await request();
    if (!body) return;
    setBusy(kind);
    try {
      if (kind === 'preview') {
        const env = await settlementApi.preview(body);
        if (env.success) setPreview(env.result);
        else {
          setPreview(null);
          setProblem(env.message);
        }
      } else {
        const env = await settlementApi.draft(body);
        if (env.success) {
          message.success(env.message || '结算单草稿已生成');
          onClose();
          onDrafted(env.result.id);
        } else setProblem(env.message);
      }
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setBusy(null);
    }
  };

  const refused = !!preview && preview.refusals.length > 0;
  return (
    <Modal
      open={open}
      title="新建结算"
      onCancel={onClose}
      width={small ? '100%' : 1000}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={() => void run('preview')} loading={busy === 'preview'} data-testid="settlement-preview">
            预览
          </Button>
          <Button type="primary" disabled={!preview || refused} onClick={() => void run('draft')} loading={busy === 'draft'} data-testid="settlement-draft">
            生成草稿
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" preserve={false} onValuesChange={() => setPreview(null)}>
        <Space wrap align="start" size={16} style={{ width: '100%' }}>
          <Form.Item name="contractId" label="合同" rules={[{ required: true, message: '请选择合同!' }]} style={{ minWidth: small ? 300 : 420 }}>
            <SettlementContractPicker multi={false} />
          </Form.Item>
          <Form.Item name="period" label="结算期间（按称毛日期）" rules={[{ required: true, message: '请选择结算期间!' }]}>
            <DatePicker.RangePicker allowClear={false} data-testid="settlement-period" />
          </Form.Item>
        </Space>
        <Form.Item label="其他扣款" tooltip="手工扣款，如化验费、短途运费；金额为正数，从结算金额中扣除">
          <DeductionRows />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={500} placeholder="选填" />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} data-testid="settlement-problem" />}
      {preview && (
        <div data-testid="settlement-preview-result">
          {refused && (
            <Alert
              type="error"
              showIcon
              title="以下化验结果触发拒收条款，不能生成结算单"
              description={
                <ul style={{ margin: 0, paddingLeft: 18, color: '#cf1322' }}>
                  {preview.refusals.map((r) => (
                    <li key={`${r.indicator}-${r.resultId ?? 'mean'}-${r.from}`}>{r.message}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 12 }}
              data-testid="settlement-refusals"
            />
          )}
          <Descriptions
            size="small"
            column={small ? 1 : 3}
            items={[
              { label: '合同', children: `${preview.contractNo}（第 ${preview.contractVersion} 版）` },
              { label: preview.direction === 'purchase' ? '供应商' : '客户', children: preview.counterpartyName },
              { label: '期间', children: periodText(preview.from, preview.to) },
              { label: '含税单价', children: `${unitPriceText(preview.unitPrice)} 元/t` },
              { label: '税率', children: percent(preview.taxRate) },
            ]}
          />
          <SettlementFigures f={preview} testId="settlement-preview-figures" />
        </div>
      )}
    </Modal>
  );
}
