import { deriveQuality, impossibleQuality, qualityWarnings, type QualityMeasured } from '@meiyun/shared';
import { Alert, Descriptions } from 'antd';

const show = (v: string | number | null) => (v === null ? '—' : String(v));

/**
 * The derived values of what is typed, as the server will store them (the same shared functions): Qnet,ar in
 * kcal/kg, Ad, Vdaf, St,d, St,ar, FCad; the plausibility warnings and an impossible combination below them.
 */
export function DerivedValues({ values, columns = 3 }: { values: QualityMeasured; columns?: number }) {
  const clean = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? v.trim() : null])) as QualityMeasured;
  const d = deriveQuality(clean);
  const warnings = qualityWarnings({ ...clean, ...d });
  const impossible = impossibleQuality(clean);
  return (
    <div data-testid="quality-derived">
      <Descriptions size="small" bordered column={columns}>
        <Descriptions.Item label="Qnet,ar(kcal/kg)">{show(d.qnetArKcal)}</Descriptions.Item>
        <Descriptions.Item label="Ad(%)">{show(d.ad)}</Descriptions.Item>
        <Descriptions.Item label="Vdaf(%)">{show(d.vdaf)}</Descriptions.Item>
        <Descriptions.Item label="St,d(%)">{show(d.std)}</Descriptions.Item>
        <Descriptions.Item label="St,ar(%)">{show(d.star)}</Descriptions.Item>
        <Descriptions.Item label="FCad(%)">{show(d.fcad)}</Descriptions.Item>
      </Descriptions>
      {impossible && <Alert style={{ marginTop: 8 }} type="error" showIcon title={impossible} />}
      {warnings.length > 0 && <Alert style={{ marginTop: 8 }} type="warning" showIcon title="超出常见范围（仅提示）" description={warnings.map((w) => <div key={w}>{w}</div>)} />}
    </div>
  );
}
