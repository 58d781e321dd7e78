import { VOYAGE_TIMES, voyageLaytimeInput, type LaytimeResult, type VoyageLaytimeSource } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Spin, Steps } from 'antd';
import { resultOf } from '../../../lib/http';
import { useDevice } from '../../../lib/device/useDevice';
import { LaytimeStatement } from './LaytimeStatement';
import { voyageApi } from './voyageApi';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const minute = (v: unknown) => (v ? String(v).slice(0, 16) : null);

/**
 * One voyage (the list's 详情): the vessel, port and contract, the time line as steps, the freight, and the laytime
 * statement the server stored at the last save (装货完毕 must be entered first).
 */
export function VoyageDetail({ id }: { id: string }) {
  const { small } = useDevice();
  const q = useQuery({ queryKey: ['coalVoyage', id], queryFn: async () => resultOf(await voyageApi.queryById(id)) });
  if (q.isError) return <Empty description={(q.error as Error).message || '航次不存在或无权查看'} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const r = q.data;
  const s = r.statement as LaytimeResult | null;
  const done = VOYAGE_TIMES.filter((t) => t.field !== 'plannedTime' && r[t.field]).length;
  const terms = voyageLaytimeInput(r as VoyageLaytimeSource);
  return (
    <div data-testid="voyage-detail">
      <Descriptions size="small" bordered column={small ? 1 : 2}>
        <Descriptions.Item label="航次编号">{text(r.voyageNo)}</Descriptions.Item>
        <Descriptions.Item label="状态">{text(r.status_dictText)}</Descriptions.Item>
        <Descriptions.Item label="船名">
          {text(r.vesselName)}
          {r.vesselDwt ? `（${Number(r.vesselDwt).toLocaleString('zh-CN')} DWT）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="港口/泊位">
          {text(r.portId_dictText)} {r.berthId_dictText ? `· ${String(r.berthId_dictText)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="合同">{r.contractNo ? `${String(r.contractNo)} · ${text(r.consumerId_dictText)}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="运费">
          {text(r.loadedT)} t × {text(r.freightRate)} 元/t = {text(r.freightAmount)} 元
        </Descriptions.Item>
      </Descriptions>
      <Steps
        size="small"
        direction={small ? 'vertical' : 'horizontal'}
        current={done}
        style={{ margin: '16px 0' }}
        items={VOYAGE_TIMES.filter((t) => t.field !== 'plannedTime').map((t) => ({ title: t.label.replace('时间', ''), description: minute(r[t.field]) ?? '—' }))}
      />
      {s ? (
        <LaytimeStatement s={s} />
      ) : (
        <Alert type="info" showIcon title={'error' in terms ? `尚不能计算装卸时间：${terms.error}` : '录入装货完毕时间后计算装卸时间'} />
      )}
    </div>
  );
}
