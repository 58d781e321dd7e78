import { CLAUSE_INDICATORS, INDICATORS, type ClauseIndicator, type QualityValues } from '@meiyun/shared';
import { Alert, Col, Descriptions, Input, Row, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { formatThousands } from '../../../components/number/formatNumber';
import type { RowValues } from '../../../components/editable-table';
import { rowsToRaw } from './clauseColumns';
import { buildPreview, signedPerT, type PreviewLine } from './previewRows';

interface Props {
  /** The clause rows as typed. */
  rows: RowValues[];
  /** The contract's quantity: the preview's quantity until another is typed. */
  contractQuantityT: unknown;
  unitPrice: unknown;
}

const numberCell = (v: string, places: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatThousands(v, places)}</span>;

const COLUMNS = [
  { key: 'title', title: '条款', dataIndex: 'title', width: 220 },
  { key: 'mode', title: '类型', dataIndex: 'modeLabel', width: 70 },
  { key: 'value', title: '化验值', dataIndex: 'value', width: 90, render: (v: string | null) => v ?? <span className="contract-hint">未填</span> },
  { key: 'steps', title: '档数', dataIndex: 'steps', width: 80 },
  { key: 'perT', title: '元/t', dataIndex: 'perT', width: 100, align: 'right' as const, render: (v: string, l: PreviewLine) => (l.mode === 'price' ? signedPerT(v) : '') },
  { key: 'deductT', title: '扣吨(t)', dataIndex: 'deductT', width: 90, align: 'right' as const, render: (v: string, l: PreviewLine) => (l.mode === 'tonnage' ? numberCell(v, 3) : '') },
  { key: 'amount', title: '金额(元)', dataIndex: 'amount', width: 120, align: 'right' as const, render: (v: string, l: PreviewLine) => (l.mode === 'price' ? numberCell(v, 2) : '') },
  { key: 'rejected', title: '拒收', dataIndex: 'rejected', width: 70, render: (r: boolean) => (r ? <Tag color="error">拒收</Tag> : '') },
];

/**
 * 质价预览 in the contract form: type a quality and a quantity and read, clause by clause, what it adds or takes
 * per tonne and in all, worked out as you type with the shared clause engine (the one the settlement uses).
 */
export function QualityPreview({ rows, contractQuantityT, unitPrice }: Props) {
  const [quality, setQuality] = useState<Partial<Record<ClauseIndicator, string>>>({});
  const [quantity, setQuantity] = useState('');
  const contractQty = contractQuantityT === undefined || contractQuantityT === null ? '' : String(contractQuantityT);
  const preview = useMemo(
    () => buildPreview({ rows: rowsToRaw(rows), quality: quality as QualityValues, quantityT: quantity.trim() || contractQty, unitPrice: unitPrice as string | null }),
    [rows, quality, quantity, contractQty, unitPrice],
  );

  return (
    <div className="contract-preview" data-testid="contract-preview">
      <Row gutter={[8, 8]}>
        {CLAUSE_INDICATORS.map((k) => (
          <Col key={k} xs={12} sm={8} lg={6}>
            <Input
              aria-label={INDICATORS[k].symbol}
              data-testid={`preview-${k}`}
              prefix={<span className="contract-preview-symbol">{INDICATORS[k].symbol}</span>}
              suffix={INDICATORS[k].unit || undefined}
              inputMode="decimal"
              value={quality[k] ?? ''}
              onChange={(e) => setQuality((q) => ({ ...q, [k]: e.target.value }))}
            />
          </Col>
        ))}
        <Col xs={12} sm={8} lg={6}>
          <Input
            aria-label="数量"
            data-testid="preview-quantity"
            prefix={<span className="contract-preview-symbol">数量</span>}
            suffix="t"
            inputMode="decimal"
            placeholder={contractQty || '0'}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </Col>
      </Row>
      {'error' in preview ? (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={preview.error} data-testid="preview-error" />
      ) : (
        <>
          <Table<PreviewLine> size="small" rowKey="key" style={{ marginTop: 12 }} columns={COLUMNS} dataSource={preview.lines} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: '暂无质价条款' }} />
          {preview.totals.rejectedBy.length > 0 && <Alert type="error" showIcon style={{ marginTop: 8 }} title={`拒收：${preview.totals.rejectedBy.join('；')}`} data-testid="preview-rejected" />}
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            style={{ marginTop: 8 }}
            data-testid="preview-totals"
            items={[
              { key: 'perT', label: '调价合计', children: `${signedPerT(preview.totals.perT)} 元/t` },
              { key: 'clauseAmount', label: '调价金额', children: `${formatThousands(preview.totals.clauseAmount, 2)} 元` },
              { key: 'quantityT', label: '结算数量', children: `${formatThousands(preview.totals.quantityT, 3)} t` },
              { key: 'baseAmount', label: '基础货款', children: preview.totals.baseAmount === null ? '—（未填单价）' : `${formatThousands(preview.totals.baseAmount, 2)} 元` },
              { key: 'total', label: '合计金额', children: preview.totals.total === null ? '—' : `${formatThousands(preview.totals.total, 2)} 元` },
            ]}
          />
        </>
      )}
    </div>
  );
}
