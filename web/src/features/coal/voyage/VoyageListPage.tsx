import { VOYAGE_ACTION_NAMES, VOYAGE_ACTIONS, voyageMeta, type VoyageAction } from '@meiyun/shared';
import { App, DatePicker, Modal, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { VoyageDetail } from './VoyageDetail';
import { VoyageFormModal } from './VoyageFormModal';
import { voyageApi } from './voyageApi';

const COLUMNS = ['vesselName', 'portId', 'status', 'loadedT', 'laytimeResult', 'demurrageAmount', 'despatchAmount', 'voyageNo', 'berthId', 'freightAmount', 'arrivalTime', 'contractNo', 'consumerId', 'vesselDwt', 'loadRateT', 'freightRate', 'remark', 'createTime'];
const STATUS_COLOR: Record<string, string> = { planned: 'default', arrived: 'cyan', berthed: 'blue', loading: 'processing', loaded: 'purple', departed: 'green' };
const RESULT_COLOR: Record<string, string> = { demurrage: 'red', despatch: 'green', none: 'default' };
const yuan = (v: unknown) => (v === null || v === undefined ? '—' : Number(v) === 0 ? '0.00' : Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The next step of the time line a voyage has no time for yet. */
function nextStep(r: ListRecord): VoyageAction | null {
  return VOYAGE_ACTION_NAMES.find((a) => !r[VOYAGE_ACTIONS[a].field]) ?? null;
}

/**
 * 调度管理 > 船运航次 (menu component coal/voyage/VoyageList): the voyages with their status, loaded tonnes and
 * laytime result; 登记 and 编辑 with the live laytime preview, the next step of the time line (到港, 递交NOR, 靠泊,
 * 开始装货, 装货完毕, 离港) with its time, and 详情 with the laytime statement as printed.
 */
export default function VoyageListPage() {
  const routeKey = useListRouteKey();
  const reload = useListReload(voyageMeta);
  const { message } = App.useApp();
  const [stepping, setStepping] = useState<{ r: ListRecord; action: VoyageAction } | null>(null);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);

  const record = async () => {
    if (!stepping || !time) return void message.warning('请输入时间');
    setSaving(true);
    const env = await voyageApi.step(stepping.action, stepping.r.id, time.format('YYYY-MM-DD HH:mm')).catch(() => null);
    setSaving(false);
    if (env?.success) {
      message.success(env.message);
      setStepping(null);
    } else if (env) message.warning(env.message);
    reload();
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    {
      key: 'step',
      label: '登记动态',
      permission: 'coal:voyage:edit',
      inline: true,
      visible: (r: ListRecord) => nextStep(r) !== null,
      onClick: (r: ListRecord) =>
        ctx.guard(() => {
          setTime(dayjs().second(0));
          setStepping({ r, action: nextStep(r)! });
        })(),
    },
  ];

  const cellRenders: CellRenders = {
    status: (v, r) => <Tag color={STATUS_COLOR[String(v)] ?? 'default'}>{String(r.status_dictText ?? v)}</Tag>,
    laytimeResult: (v, r) => (v ? <Tag color={RESULT_COLOR[String(v)]}>{String(r.laytimeResult_dictText ?? v)}</Tag> : '—'),
    demurrageAmount: (v) => <span style={{ color: Number(v) > 0 ? '#cf1322' : undefined }}>{yuan(v)}</span>,
    despatchAmount: (v) => <span style={{ color: Number(v) > 0 ? '#389e0d' : undefined }}>{yuan(v)}</span>,
    freightAmount: (v) => yuan(v),
  };

  return (
    <>
      <EntityListPage
        meta={voyageMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={180}
        editForm={(p) => <VoyageFormModal {...p} />}
        detail={(r) => <VoyageDetail id={r.id} />}
      />
      <Modal
        open={stepping !== null}
        title={stepping ? `${String(stepping.r.vesselName)}：登记${VOYAGE_ACTIONS[stepping.action].label}` : ''}
        okText="确定"
        cancelText="取消"
        confirmLoading={saving}
        onOk={record}
        onCancel={() => setStepping(null)}
        destroyOnHidden
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={time} onChange={setTime} style={{ width: '100%' }} data-testid="voyage-step-time" />
      </Modal>
    </>
  );
}
